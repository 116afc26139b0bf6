const path = require('node:path');

// The federation runtime is replaced by a local double: tests decide what a remote returns.
const preset = require('@colleghi/shared/jest-preset')(__dirname, {
  '^@module-federation/enhanced/runtime$': path.join(
    __dirname,
    'src/testing/federation-runtime-double.ts',
  ),
  '^@module-federation/retry-plugin$': path.join(__dirname, 'src/testing/retry-plugin-double.ts'),
});

module.exports = {
  ...preset,
  // The route table the remotes of this repository declare (src/testing/route-table-setup.ts).
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    path.join(__dirname, 'src/testing/route-table-setup.ts'),
  ],
};
