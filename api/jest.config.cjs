// API tests run against the real server (listening on port 0) and a real PGlite database.
// CommonJS through @swc/jest: PGlite ships a CJS build, so no experimental ESM is needed.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // One PGlite (WASM PostgreSQL, ~2.5 s to create) per test file; the full seed test is slower.
  testTimeout: 60000,
};
