// Jest settings every front-end package uses: swc transforms, jsdom with the Fetch API (for MSW),
// the shared setup file, and federated remote imports mapped to local modules (each package adds
// its own map).
const path = require('node:path');

// ESM-only dependencies of msw 2 that Jest's CommonJS runtime cannot load untransformed
// (pnpm paths look like node_modules/.pnpm/<name>@<version>/node_modules/<name>/...).
const ESM_PACKAGES = ['rettime', 'until-async', '@open-draft/deferred-promise'];

module.exports = function jestPreset(packageDir, moduleNameMapper = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'src/testing/jsdom-environment.cjs'),
    // Without the 'browser' condition msw resolves to its Node build (msw/node needs it).
    testEnvironmentOptions: { customExportConditions: [''] },
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
    transformIgnorePatterns: [
      `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`,
    ],
    moduleNameMapper: {
      '\\.(css|png|svg|jpg|webp)$': path.join(__dirname, 'src/testing/file-stub.cjs'),
      ...moduleNameMapper,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'src/testing/jest-setup.ts')],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    // Whole journeys through MUI forms drive many user events: on a busy 2-core machine they take
    // tens of seconds. One limit for every file; a test that hangs still fails.
    testTimeout: 60000,
  };
};
