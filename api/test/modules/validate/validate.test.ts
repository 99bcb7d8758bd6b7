import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, validateEmailPath, validatePhonePath, validationResultSchema } from '@tenants/shared/model';
import { buildTestApp, captureLogs } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { startValidationService } from '../../fakes/validation-service';

const key = 'TEST-KEY0-1234-ABCD';

const post = (app: FastifyInstance, url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const resultOf = async (app: FastifyInstance, url: string, payload: object) => {
  const res = await post(app, url, payload);
  expect(res.statusCode).toBe(200);
  return validationResultSchema.parse(res.json()).result;
};

describe('validation without a remote service key (local checks only)', () => {
  const dns = fakeDns(testZones);
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startValidationService>>;

  beforeAll(async () => {
    service = await startValidationService();
    // The base URL points at the fake so a stray call would be seen; with no key none may happen.
    app = await buildTestApp({ VALIDATION_BASE_URL: service.baseUrl, VALIDATION_TIMEOUT_MS: '150' }, { resolver: dns.resolver });
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it.each([
    ['jo@example.com', 'Valid'],
    ['  Jo.Bloggs+news@Tenants.Example  ', 'Valid'],
    ['jo@a-only.example', 'Valid'],
    ['jo@nullmx.example', 'Invalid'],
    ['jo@no-such-domain.example', 'Invalid'],
    ['jo@no-address.example', 'Invalid'],
    ['not-an-email', 'Invalid'],
    ['jo@', 'Invalid'],
    ['', 'Invalid'],
    [`${'a'.repeat(250)}@example.com`, 'Invalid'],
    // docs/product/api.md: a check that fails counts as valid.
    ['jo@slow.example', 'Valid'],
    ['jo@servfail.example', 'Valid'],
    ['jo@refused.example', 'Valid'],
  ])('e-mail %p is %s', async (email, expected) => {
    expect(await resultOf(app, validateEmailPath, { email })).toBe(expected);
  });

  it('asks the DNS about the trimmed, lower-cased domain, and nothing for a malformed address', async () => {
    dns.asked.length = 0;
    // A domain no earlier check asked about (answers are remembered for ten minutes).
    await resultOf(app, validateEmailPath, { email: '  Jo@AAAA-Only.Example ' });
    await resultOf(app, validateEmailPath, { email: 'jo@@aaaa-only.example' });
    expect(dns.asked[0]).toBe('mx aaaa-only.example');
    expect(new Set(dns.asked.map((question) => question.split(' ')[1]))).toEqual(new Set(['aaaa-only.example']));
  });

  it.each([
    ['07400 123456', 'Valid'],
    ['+44 (0)20 7946 0000', 'Valid'],
    ['020-7946-0000', 'Valid'],
    ['07700 900123', 'Invalid'],
    ['09011234567', 'Invalid'],
    ['123', 'Invalid'],
    ['', 'Invalid'],
    ['call me', 'Invalid'],
  ])('phone %p is %s', async (telephoneNumber, expected) => {
    expect(await resultOf(app, validatePhonePath, { telephoneNumber, defaultCountry: 'GB' })).toBe(expected);
  });

  it('calls no remote service', () => {
    expect(service.calls).toEqual([]);
  });

  it('answers 400 in the error shape to a body that is not a check request', async () => {
    const missing = await post(app, validateEmailPath, {});
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('Please provide your email address.');
    const country = await post(app, validatePhonePath, { telephoneNumber: '07400123456', defaultCountry: 'FR' });
    expect(country.statusCode).toBe(400);
  });
});

describe('validation with the remote service (Data8-style, docs/product/api.md)', () => {
  const dns = fakeDns(testZones);
  const logs = captureLogs();
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startValidationService>>;

  beforeAll(async () => {
    service = await startValidationService();
    app = await buildTestApp(
      { VALIDATION_API_KEY: key, VALIDATION_BASE_URL: service.baseUrl, VALIDATION_TIMEOUT_MS: '300', LOG_LEVEL: 'info' },
      { resolver: dns.resolver, logStream: logs.stream },
    );
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });
  beforeEach(() => {
    service.calls.length = 0;
    service.state.respond = (call) => service.valid(call.path);
  });
  // Each test its own values: the service's decided answers are remembered for ten minutes.
  let n = 0;
  const nextEmail = () => `jo.${(n += 1)}@example.com`;
  const nextPhone = () => `0740012${String(3400 + (n += 1))}`;

  it('asks the remote service once for a value checked twice (the form, then the submit)', async () => {
    const email = nextEmail();
    const phone = nextPhone();
    for (let i = 0; i < 2; i += 1) {
      expect(await resultOf(app, validateEmailPath, { email })).toBe('Valid');
      expect(await resultOf(app, validatePhonePath, { telephoneNumber: phone })).toBe('Valid');
    }
    expect(service.calls).toHaveLength(2);
  });

  it("sends the spec's e-mail payload with the key in the query, and a Valid answer is valid", async () => {
    expect(await resultOf(app, validateEmailPath, { email: ' jo@example.com ' })).toBe('Valid');
    expect(service.calls).toEqual([{ path: '/EmailValidation/IsValid.json', key, body: { email: 'jo@example.com', level: 'MX', options: {} } }]);
  });

  it("sends the spec's phone payload (digits, GB, the listed options)", async () => {
    expect(await resultOf(app, validatePhonePath, { telephoneNumber: '07400 123 456', defaultCountry: 'GB' })).toBe('Valid');
    expect(service.calls).toEqual([
      {
        path: '/PhoneValidation/IsValid.json',
        key,
        body: {
          telephoneNumber: '07400123456',
          defaultCountry: 'GB',
          options: {
            UseMobileValidation: true,
            UseLineValidation: true,
            UseUnavailableStatus: true,
            UseAmbiguousStatus: true,
            TreatUnavailableMobileAsInvalid: false,
            ExcludeUnlikelyNumbers: false,
            RequiredCountry: '',
            AllowedPrefixes: '',
            BarredPrefixes: '',
          },
        },
      },
    ]);
  });

  it('is invalid when the remote service says anything but Valid', async () => {
    service.state.respond = (call) =>
      call.path.startsWith('/Phone')
        ? { status: 200, body: { Status: { Success: true }, Result: { ValidationResult: 'Invalid' } } }
        : { status: 200, body: { Status: { Success: true }, Result: 'Inconclusive' } };
    expect(await resultOf(app, validateEmailPath, { email: nextEmail() })).toBe('Invalid');
    expect(await resultOf(app, validatePhonePath, { telephoneNumber: nextPhone() })).toBe('Invalid');
  });

  it('does not pay for a remote call when the local check already says no', async () => {
    expect(await resultOf(app, validateEmailPath, { email: 'jo@nullmx.example' })).toBe('Invalid');
    expect(await resultOf(app, validateEmailPath, { email: 'nope' })).toBe('Invalid');
    expect(await resultOf(app, validatePhonePath, { telephoneNumber: '07700900123' })).toBe('Invalid');
    expect(service.calls).toEqual([]);
  });

  it.each([
    ['an error status', { status: 500, body: '<html>down</html>' }],
    ['a refused key (Status.Success false)', { status: 200, body: { Status: { Success: false, ErrorMessage: 'Invalid key' }, Result: null } }],
    ['an unexpected body', { status: 200, body: { something: 'else' } }],
    ['a rate limit', { status: 429, body: { message: 'slow down' } }],
  ])('counts the value as valid when the remote service answers with %s', async (_what, reply) => {
    service.state.respond = () => reply;
    expect(await resultOf(app, validateEmailPath, { email: nextEmail() })).toBe('Valid');
    expect(await resultOf(app, validatePhonePath, { telephoneNumber: nextPhone() })).toBe('Valid');
    expect(service.calls).toHaveLength(2);
  });

  it('counts the value as valid when the remote service does not answer in time', async () => {
    service.state.respond = () => 'hang';
    const started = Date.now();
    expect(await resultOf(app, validateEmailPath, { email: nextEmail() })).toBe('Valid');
    expect(await resultOf(app, validatePhonePath, { telephoneNumber: nextPhone() })).toBe('Valid');
    // Two calls, each given up after VALIDATION_TIMEOUT_MS (300 ms).
    expect(Date.now() - started).toBeLessThan(2000);
    expect(service.calls).toHaveLength(2);
  });

  it('counts the value as valid when the remote service is down', async () => {
    const gone = await startValidationService();
    await gone.close();
    const down = await buildTestApp({ VALIDATION_API_KEY: key, VALIDATION_BASE_URL: gone.baseUrl }, { resolver: dns.resolver });
    try {
      expect(await resultOf(down, validateEmailPath, { email: nextEmail() })).toBe('Valid');
      expect(await resultOf(down, validatePhonePath, { telephoneNumber: nextPhone() })).toBe('Valid');
    } finally {
      await down.close();
    }
  });

  it('never writes the key to the logs', async () => {
    service.state.respond = () => ({ status: 503, body: 'unavailable' });
    await resultOf(app, validateEmailPath, { email: nextEmail() });
    expect(logs.text).toContain('validation service unavailable');
    expect(logs.text).not.toContain(key);
  });
});
