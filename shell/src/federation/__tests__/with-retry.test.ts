import { remoteRetryPolicy, RemoteTimeoutError, withRetry, type RetryPolicy } from '../with-retry';

const policy: RetryPolicy = { delaysMs: [400, 1500], timeoutMs: 12_000 };

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a load that fails once is tried again after the first wait and then succeeds', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('module');
  const result = withRetry('Remote news/Page', load, policy);
  await jest.advanceTimersByTimeAsync(399);
  expect(load).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(2);
});

test('after every attempt fails, the last error is given up to the caller', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('one'))
    .mockRejectedValueOnce(new Error('two'))
    .mockRejectedValueOnce(new Error('three'));
  const result = withRetry('Remote news/Page', load, policy);
  const settled = expect(result).rejects.toThrow('three');
  await jest.advanceTimersByTimeAsync(400 + 1500);
  await settled;
  expect(load).toHaveBeenCalledTimes(3);
});

test('a load that never answers is abandoned at the deadline instead of leaving a spinner', async () => {
  const load = jest.fn(() => new Promise<string>(() => undefined));
  const result = withRetry('Remote donation/Page', load, policy);
  const settled = expect(result).rejects.toBeInstanceOf(RemoteTimeoutError);
  await jest.advanceTimersByTimeAsync(11_999);
  expect(load).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await settled;
  await expect(result).rejects.toThrow('Remote donation/Page did not load within 12000 ms');
});

test('no retry starts after the deadline has passed', async () => {
  const load = jest.fn(() => new Promise<string>((_, reject) => setTimeout(() => reject(new Error('slow failure')), 11_800)));
  const result = withRetry('Remote account/Page', load, policy);
  const settled = expect(result).rejects.toBeInstanceOf(RemoteTimeoutError);
  await jest.advanceTimersByTimeAsync(20_000);
  await settled;
  expect(load).toHaveBeenCalledTimes(1);
});

test("a remote the runtime refuses for a shared singleton's version is given up at once: the same files would be refused again", async () => {
  const refusal = new Error(
    'Remote news/Page could not be loaded (onLoad): [ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0)',
  );
  const load = jest.fn<Promise<string>, []>().mockRejectedValue(refusal);
  await expect(withRetry('Remote news/Page', load, remoteRetryPolicy)).rejects.toBe(refusal);
  expect(load).toHaveBeenCalledTimes(1);
});

test('the remote policy still retries a network failure', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce('module');
  const result = withRetry('Remote news/Page', load, remoteRetryPolicy);
  await jest.advanceTimersByTimeAsync(400);
  await expect(result).resolves.toBe('module');
});
