import { pinSingletonsToShell } from '../pin-singletons';

type Args = Parameters<NonNullable<ReturnType<typeof pinSingletonsToShell>['resolveShare']>>[0];

const shellCopy = { from: 'shell', version: '1.0.0' };
const remoteCopy = { from: 'news', version: '2.0.0' };
const defaultResolver = () => ({ shared: remoteCopy, useTreesShaking: false });

function resolve(requiredVersion: string, { strictVersion = true, singleton = true, withShell = true } = {}) {
  const args = {
    shareScopeMap: { default: { '@tenants/shared': { ...(withShell ? { '1.0.0': shellCopy } : {}), '2.0.0': remoteCopy } } },
    scope: 'default',
    pkgName: '@tenants/shared',
    version: '2.0.0',
    shareInfo: { from: 'news', shareConfig: { singleton, strictVersion, requiredVersion } },
    resolver: defaultResolver,
  } as unknown as Args;
  return (pinSingletonsToShell().resolveShare!(args) as Args).resolver();
}

test("a remote that accepts the shell's version gets the shell's copy, not a higher one it brought", () => {
  expect(resolve('^1.0.0')?.shared).toBe(shellCopy);
});

test("a remote built against another major is refused, even before the shell's copy is loaded", () => {
  expect(() => resolve('^2.0.0')).toThrow(
    'Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0',
  );
});

test('without the strict flag it is a warning and the shell copy is used', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(resolve('^2.0.0', { strictVersion: false })?.shared).toBe(shellCopy);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

test("modules that are not singletons, or that the shell does not provide, keep the runtime's own choice", () => {
  expect(resolve('^1.0.0', { singleton: false })?.shared).toBe(remoteCopy);
  expect(resolve('^1.0.0', { withShell: false })?.shared).toBe(remoteCopy);
});

test("a remote that takes the whole shared package mounts the shell's toaster; a refused one does not", async () => {
  await jest.isolateModulesAsync(async () => {
    const { pinSingletonsToShell: plugin } = await import('../pin-singletons');
    const { isSharedApiInUse } = await import('../../app/shared-api');
    const args = (requiredVersion: string) =>
      ({
        shareScopeMap: { default: { '@tenants/shared': { '1.0.0': shellCopy } } },
        scope: 'default',
        pkgName: '@tenants/shared',
        version: '1.0.0',
        shareInfo: { from: 'news', shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
        resolver: defaultResolver,
      }) as unknown as Args;
    expect(() => (plugin().resolveShare!(args('^2.0.0')) as Args).resolver()).toThrow();
    expect(isSharedApiInUse()).toBe(false);
    (plugin().resolveShare!(args('^1.0.0')) as Args).resolver();
    expect(isSharedApiInUse()).toBe(true);
  });
});

describe('as a remote container starts', () => {
  type InitArgs = Parameters<NonNullable<ReturnType<typeof pinSingletonsToShell>['initContainer']>>[0];
  const start = (required: string, strictVersion = true) =>
    pinSingletonsToShell().initContainer!({
      shareScope: {
        '@tenants/shared': {
          '1.0.0': shellCopy,
          '2.0.0': { ...remoteCopy, shareConfig: { singleton: true, strictVersion, requiredVersion: required } },
        },
      },
      remoteInfo: { name: 'news' },
    } as unknown as InitArgs);

  test('a remote built against another major of a strict singleton is refused before any of its code runs', () => {
    expect(() => start('^2.0.0')).toThrow(
      'Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0',
    );
  });

  test('a compatible remote, or a non-strict requirement, starts', () => {
    expect(() => start('^1.0.0')).not.toThrow();
    expect(() => start('^2.0.0', false)).not.toThrow();
  });
});
