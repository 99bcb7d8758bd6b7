// One Jest run for the whole workspace. The file suffix picks the project:
// `*.test.ts(x)` runs in node, `*.dom.test.tsx` in jsdom (the browser-like tests).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Packages are left alone except those published only as ES modules: cookie@2 (behind fastify's inject),
  // jsdom's CSS and HTML parsers (behind DOMPurify on the server) and otplib's hashing and base32 (@noble, @scure).
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!entities@|parse5@|cookie@|@csstools\\+|@noble\\+|@scure\\+)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '/deploy/'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/shared/test/style-stub.cjs' },
};
module.exports = {
  // A test or hook gets 30 s, not Jest's 5: npm test runs the Jest rooms beside the e2e suite on two cores,
  // where starting an app (and its Redis connection) can take longer than 5 s. No test waits for time to
  // pass: a wrong answer still fails at once, and a hang fails at 30 s.
  testTimeout: 30_000,
  // Each test file in a worker that is started again once it holds more than this after a file. Run in band
  // (one core: Jest's default here), the API room's 111 files grew one process past Node's heap (2.3 GB after
  // 25 files, then an abort).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['**/?(*.)test.ts?(x)'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.dom\\.test\\.tsx?$'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['**/*.dom.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup-dom.ts'],
    },
  ],
};
