// API tests run against the real server (listening on port 0) and a real PGlite database.
// CommonJS through @swc/jest: PGlite ships a CJS build, so no experimental ESM is needed.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Migrate and seed once per run; every file starts from a copy (test/helpers/templates.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transform: {
    // .tsx: the e-mail templates (React Email), with React's automatic JSX runtime.
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // One PGlite (WASM PostgreSQL) per test file, loaded from the template; the full seed is slower.
  testTimeout: 60000,
};
