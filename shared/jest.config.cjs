const preset = require('./jest.preset.cjs')(__dirname);

module.exports = {
  // A global option: Jest ignores it inside a project, so the preset's value would not apply to
  // the package's own tests. The federation builds below need the longer one.
  testTimeout: 60000,
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
    },
  ],
};
