import { acceptsSharedVersion, versionOfManifest } from '../version-set';

describe('the shared package check made on both sides', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.1.0', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^2.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '*', true],
  ])('the shell’s %s against a release needing %s: %p', (version, range, accepted) => {
    expect(acceptsSharedVersion(version, range)).toBe(accepted);
  });

  it('reads a version folder from a manifest URL, and nothing from another form', () => {
    expect(versionOfManifest('/remotes/news/1.0.0-ab12cd34/mf-manifest.json')).toBe('1.0.0-ab12cd34');
    expect(versionOfManifest('https://cdn.example/news/remoteEntry.js')).toBeUndefined();
  });
});
