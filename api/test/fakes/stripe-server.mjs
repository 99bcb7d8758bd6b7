// A local stand-in for Stripe's PaymentIntents API, for the API's tests and the e2e run with
// PAYMENTS_PROVIDER=stripe (STRIPE_API_URL pointing here). Plain ESM JavaScript so `node` runs it as it is:
//   import { startFakeStripe } from './api/test/fakes/stripe-server.mjs';
//   const stripe = await startFakeStripe({ port: 12111 }); ... await stripe.close();
// It speaks what stripe-node sends and reads: form-encoded bodies, Bearer sk_test_ keys, Idempotency-Key
// (same key, same parameters: the stored answer again, no second charge), Stripe's error JSON, and Stripe's
// test cards (https://docs.stripe.com/testing) with their messages. 3184 needs a card check on /3ds/<id>.
// Faults for the reliability tests: fault({ mode, when, times }) makes the next `times` PaymentIntent
// creations fail: mode '500' (Stripe's api_error), 'hang' (no answer) or 'reset' (the connection cut);
// when 'before' (nothing charged) or 'after' (charged and saved under its idempotency key, then the fault).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { URLSearchParams } from 'node:url';

const cards = {
  4242424242424242: { outcome: 'succeeded' },
  4000002760003184: { outcome: 'authenticate' },
  4000000000000002: { outcome: 'decline', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  4000000000009995: { outcome: 'decline', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const incorrectNumber = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const expiredCard = { code: 'expired_card', message: 'Your card has expired.' };
const authenticationFailed = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `a[b][c]=1` → `{ a: { b: { c: '1' } } }`: stripe-node nests parameters the way qs writes them. */
function parseForm(body) {
  const params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]/).filter(Boolean);
    let node = params;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path[path.length - 1]] = value;
  }
  return params;
}

const stripeError = (status, error) => ({
  status,
  body: { error: { ...error, doc_url: error.code ? `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, '-')}` : undefined } },
});

function isExpired(month, year, now = new Date()) {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** Starts the fake on 127.0.0.1 (port 0: any free port). */
export async function startFakeStripe({ port = 0 } = {}) {
  const intents = new Map(); // id → PaymentIntent
  const idempotent = new Map(); // Idempotency-Key → { body (the request's), answer }
  const attempts = []; // one per PaymentIntent created, for charges()
  let baseUrl = '';
  let fault; // { mode, when, times } or undefined
  let faultsServed = 0;
  const hanging = new Set(); // responses held open by a 'hang' fault, ended on close

  function createIntent(params) {
    const pmd = params.payment_method_data ?? {};
    const card = pmd.card ?? {};
    if (!params.amount || !/^\d+$/.test(params.amount))
      return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'amount', message: 'Missing required param: amount.' });
    if (!params.currency)
      return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'currency', message: 'Missing required param: currency.' });
    if (params.confirm !== 'true' || pmd.type !== 'card') {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: 'This fake only creates and confirms card PaymentIntents in one call (confirm=true, payment_method_data[type]=card).',
      });
    }
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      description: params.description ?? null,
      livemode: false,
      metadata: params.metadata ?? {},
      payment_method: newId('pm'),
      payment_method_types: ['card'],
      last_payment_error: null,
      next_action: null,
    };
    intents.set(id, intent);
    const attempt = {
      paymentIntent: id,
      amount: intent.amount,
      currency: intent.currency,
      last4: String(card.number ?? '').slice(-4),
      metadata: intent.metadata,
      status: 'failed',
    };
    attempts.push(attempt);

    const known = cards[card.number];
    const refusal = !known
      ? incorrectNumber
      : isExpired(Number(card.exp_month), Number(card.exp_year))
        ? expiredCard
        : known.outcome === 'decline'
          ? known
          : undefined;
    if (refusal) {
      intent.last_payment_error = { type: 'card_error', ...refusal };
      return stripeError(402, { type: 'card_error', ...refusal, payment_intent: intent });
    }
    if (known.outcome === 'authenticate') {
      intent.status = 'requires_action';
      attempt.status = 'requires_action';
      intent.next_action = params.return_url
        ? { type: 'redirect_to_url', redirect_to_url: { url: `${baseUrl}/3ds/${id}`, return_url: params.return_url } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return { status: 200, body: intent };
    }
    intent.status = 'succeeded';
    attempt.status = 'succeeded';
    return { status: 200, body: intent };
  }

  function challengePage(intent) {
    const pounds = (intent.amount / 100).toLocaleString('en-GB', { style: 'currency', currency: intent.currency.toUpperCase() });
    const button = (action, label, style) =>
      `<form method="post" action="/3ds/${intent.id}/${action}"><button type="submit" style="${style}">${label}</button></form>`;
    const common =
      'min-width:178px;height:50px;padding:0 24px;border-radius:4px;font:700 16px Arial,sans-serif;cursor:pointer;border:2px solid #00c2e0;color:#0b1b33';
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Authenticate your payment – fake Stripe</title></head>',
      '<body style="margin:0;font:16px/1.5 Arial,sans-serif;color:#0b1b33;background:#f8f9fb">',
      '<main style="max-width:520px;margin:48px auto;padding:32px 24px;background:#fff;border-top:6px solid #00c2e0">',
      '<h1 style="margin:0 0 16px;font-size:26px">Authenticate your payment</h1>',
      `<p>Fake Stripe test card check (3D Secure 2) for <strong>${escapeHtml(pounds)}</strong>.</p>`,
      '<div style="display:flex;gap:16px;flex-wrap:wrap">',
      button('complete', 'Complete', `${common};background:#00c2e0`),
      button('fail', 'Fail', `${common};background:transparent`),
      '</div></main></body></html>',
    ].join('\n');
  }

  function finishChallenge(intent, action) {
    if (action === 'complete') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...authenticationFailed };
    }
    const attempt = attempts.find((a) => a.paymentIntent === intent.id);
    if (attempt) attempt.status = intent.status === 'succeeded' ? 'succeeded' : 'failed';
    const back = new URL(intent.next_action.redirect_to_url.return_url);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    intent.next_action = null;
    return back.toString();
  }

  function handle(req, raw) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const challenge = /^\/3ds\/([\w]+)(?:\/(complete|fail))?$/.exec(url.pathname);
    if (challenge) {
      const intent = intents.get(challenge[1]);
      if (!intent || intent.status !== 'requires_action')
        return { status: 404, html: '<!doctype html><html lang="en"><title>Not found</title><h1>No card check here</h1></html>' };
      if (req.method === 'GET' && !challenge[2]) return { status: 200, html: challengePage(intent) };
      if (req.method === 'POST' && challenge[2]) return { status: 303, location: finishChallenge(intent, challenge[2]) };
      return { status: 405, html: 'Method not allowed' };
    }

    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    if (!auth || !auth[1].startsWith('sk_test_')) {
      return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided. This fake accepts test keys only (sk_test_...).' });
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]);
      return intent
        ? { status: 200, body: intent }
        : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${retrieve[1]}'` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = req.headers['idempotency-key'];
      const stored = key ? idempotent.get(key) : undefined;
      if (stored && stored.body !== raw) {
        return stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      if (stored) return { ...stored.answer, replayed: true };
      const answer = createIntent(parseForm(raw));
      // As at Stripe: a request that started executing (a charge or a decline) is saved; a refused request is not.
      if (key && answer.status !== 400) idempotent.set(key, { body: raw, answer: { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) } });
      return answer;
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
  }

  /** The fault this request gets, if any (only PaymentIntent creations get one). */
  function takeFault(req) {
    if (!fault || req.method !== 'POST' || !(req.url ?? '').startsWith('/v1/payment_intents')) return undefined;
    const taken = fault;
    faultsServed += 1;
    if (fault.times !== undefined && (fault.times -= 1) <= 0) fault = undefined;
    return taken;
  }

  function serveFault(faulty, req, res) {
    if (faulty.mode === '500') {
      const body = { error: { type: 'api_error', message: 'An unknown error occurred (fake Stripe fault).' } };
      res.writeHead(500, { 'request-id': newId('req'), 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else if (faulty.mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    } else {
      req.socket.destroy();
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const faulty = takeFault(req);
      if (faulty && faulty.when !== 'after') return serveFault(faulty, req, res);
      const answer = handle(req, raw);
      if (faulty) return serveFault(faulty, req, res);
      const headers = { 'request-id': newId('req') };
      if (answer.replayed) headers['idempotent-replayed'] = 'true';
      if (answer.location) headers.location = answer.location;
      if (answer.html !== undefined) {
        res.writeHead(answer.status, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
      } else if (answer.body !== undefined) {
        res.writeHead(answer.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      } else {
        res.writeHead(answer.status, headers).end();
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = server.address().port;
  baseUrl = `http://127.0.0.1:${bound}`;

  return {
    url: baseUrl,
    port: bound,
    /** Every PaymentIntent created (replays excluded): { paymentIntent, amount, currency, last4, metadata, status }. */
    charges: () => attempts.map((attempt) => ({ ...attempt })),
    /** The next `times` PaymentIntent creations (all, without `times`) fail this way; fault() clears it. */
    fault(next) {
      fault = next ? { when: 'before', ...next } : undefined;
      faultsServed = 0;
    },
    /** How many requests got the fault since it was set (stripe-node's retries included). */
    faultsServed: () => faultsServed,
    reset() {
      intents.clear();
      idempotent.clear();
      attempts.length = 0;
      fault = undefined;
      faultsServed = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
