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
  expect(() => resolve('^2.0.0')).toThrow('Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0');
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
