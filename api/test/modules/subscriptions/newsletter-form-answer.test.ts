import { newsletterPath, validateEmailPath } from '@tenants/shared/model';
import { formHandlers, type FormApiCall } from '../../../src/site/forms/form-handlers';

// The footer's form without JavaScript shows the API's one sentence, and nothing else as a success.

const subscribed = 'Thank you, you are now subscribed!';

/** The API as the site server calls it in process: the address check passes, the route answers `answer`. */
const api =
  (answer: { status: number; result?: unknown; message?: string }): FormApiCall =>
  async (url) =>
    url === validateEmailPath ? { status: 200, result: { success: true, result: 'Valid' } } : { ...answer };

const send = (call: FormApiCall) => formHandlers.newsletter.handle({ email: 'reader@example.com' }, '/about', call, {});

test('checks the address, subscribes, and shows the spec’s thank-you alone', async () => {
  const calls: string[] = [];
  const call: FormApiCall = async (url, body, options) => {
    calls.push(url);
    return api({ status: 200, result: { success: true, message: subscribed } })(url, body, options);
  };
  expect(await send(call)).toEqual({ ok: true, message: subscribed, errors: {} });
  expect(calls).toEqual([validateEmailPath, newsletterPath]);
});

test('an answer the contract does not allow is not shown as a success', async () => {
  const outcome = await send(api({ status: 200, result: { success: true, message: 'Subscribed!' }, message: 'Subscribed!' }));
  expect(outcome.ok).toBe(false);
});
