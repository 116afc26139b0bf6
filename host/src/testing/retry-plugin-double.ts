// Stands in for '@module-federation/retry-plugin' in jest (see jest.config.cjs).
export function RetryPlugin() {
  return { name: 'retry-plugin-double' };
}
