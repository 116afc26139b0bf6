const path = require('node:path');

// The federation runtime is replaced by a local double: tests decide what a remote returns.
module.exports = require('@colleghi/shared/jest-preset')(__dirname, {
  '^@module-federation/enhanced/runtime$': path.join(
    __dirname,
    'src/testing/federation-runtime-double.ts',
  ),
  '^@module-federation/retry-plugin$': path.join(__dirname, 'src/testing/retry-plugin-double.ts'),
});
