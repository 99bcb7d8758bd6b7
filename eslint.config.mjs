// Lint: TypeScript rules plus the room rule: a remote imports only @tenants/shared, never the shell or
// another remote (DESIGN §2 rule 2).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const remotes = ['news', 'enquiry', 'donation', 'account'];

const roomRule = (self) => ({
  files: [`remotes/${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@tenants/shell', '@tenants/shell/*'], message: 'A remote never imports the shell.' },
          ...remotes
            .filter((r) => r !== self)
            .map((r) => ({ group: [`@tenants/${r}`, `@tenants/${r}/*`], message: 'A remote never imports another remote.' })),
          { group: ['**/shell/**', `**/remotes/!(${self})/**`], message: 'Rooms import each other only through packages.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'data/**', '**/*.cjs', '**/*.js', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', Buffer: 'readonly' } },
  },
  ...remotes.map(roomRule),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tenants/*', '!@tenants/shared'], message: 'shared depends on no other room.' }] }],
    },
  },
);
