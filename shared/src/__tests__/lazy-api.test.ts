import { lazyModule } from '../lazy-api';

test('a lazy module is fetched once however often it is asked for, and preloading starts that one fetch', async () => {
  const load = jest.fn(async () => ({ value: 1 }));
  const module = lazyModule(load);
  expect(load).not.toHaveBeenCalled();
  module.preload();
  const [a, b] = await Promise.all([module.load(), module.load()]);
  expect(a).toBe(b);
  expect(load).toHaveBeenCalledTimes(1);
});

test('after a failed fetch the next request tries again; a failed preload is not an unhandled rejection', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ value: 2 });
  const module = lazyModule(load);
  module.preload();
  await expect(module.load()).rejects.toThrow('offline');
  await expect(module.load()).resolves.toEqual({ value: 2 });
  expect(load).toHaveBeenCalledTimes(2);
});
