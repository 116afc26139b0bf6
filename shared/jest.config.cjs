const preset = require('./jest.preset.cjs')(__dirname);

module.exports = {
  projects: [
    { ...preset, displayName: 'shared' },
    // The build plugins under federation/: Node, without the browser setup of the package's tests.
    {
      displayName: 'federation',
      rootDir: __dirname,
      roots: ['<rootDir>/federation'],
      testEnvironment: 'node',
      transform: preset.transform,
      testMatch: preset.testMatch,
      testTimeout: 60000,
    },
  ],
};
