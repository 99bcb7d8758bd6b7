// Lint: TypeScript rules plus the room rule: a remote imports only @tenants/shared, never the shell or
// another remote (docs/architecture.md, "Dependency direction").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const remotes = ['news', 'enquiry', 'donation', 'account', 'staff'];

const roomRule = (self) => ({
  files: [`remotes/${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@tenants/shell', '@tenants/shell/*'], message: 'A remote never imports the shell.' },
          ...remotes.filter((r) => r !== self).map((r) => ({ group: [`@tenants/${r}`, `@tenants/${r}/*`], message: 'A remote never imports another remote.' })),
          { group: ['**/shell/**', `**/remotes/!(${self})/**`], message: 'Rooms import each other only through packages.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'deploy/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // The build and server-rendering code written as CommonJS (webpack configs, the federation factories,
    // workers): linted like the rest, type-checked by tsconfig.build-code.json.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: Object.fromEntries(
        [
          'require',
          'module',
          'exports',
          '__dirname',
          '__filename',
          'process',
          'console',
          'Buffer',
          'URL',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'self',
          'globalThis',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain scripts the static documents load in the browser as they are.
    files: ['shell/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { fetch: 'readonly', document: 'readonly' } },
  },
  ...remotes.map(roomRule),
  {
    // The API by domain: a module's repository is its own; another module, the site server or the CLI goes
    // through its service. A module's own files import it from their folder ('./x.repository') or from
    // routes/ ('../x.repository'); these patterns match only a path into another module's folder.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The API is built from the part of shared with no React.
          paths: [{ name: '@tenants/shared', message: 'The API imports @tenants/shared/model (the contracts, routes and messages, no React).' }],
          patterns: [
            {
              group: ['**/modules/*/*.repository', '../*/*.repository', '../../*/*.repository'],
              message: "Another module's repository is private: call that module's service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // The house rule: no source file over 250 lines (blank lines and comments aside). A file that grows past
    // it is split by concern. Tests, fixtures, generated types and the e2e suite are not source.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['**/test/**', '**/__tests__/**', '**/*.test.{ts,tsx}', '**/*.d.ts', 'e2e/**', 'bench/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tenants/*', '!@tenants/shared'], message: 'shared depends on no other room.' }] }],
    },
  },
);
