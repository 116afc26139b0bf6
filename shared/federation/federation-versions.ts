import fs from 'node:fs';
import path from 'node:path';

/** The installed version of `pkg` as `from` resolves it (packages that export no package.json too). */
export function installedVersion(pkg: string, from: string): string {
  let dir = path.dirname(require.resolve(pkg, { paths: [from] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg && json.version) return json.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${pkg}: no package.json above its entry`);
    dir = parent;
  }
}

/**
 * The remotes run on the runtime core the page provides (the host's, or federation-runtime.js)
 * with the webpack glue @module-federation/enhanced bundled into them: the three come from one
 * release, or a remote calls a core it was not built for and fails in the browser. The build
 * fails instead.
 */
export function checkFederationVersions(from: string = __dirname): string {
  const enhanced = installedVersion('@module-federation/enhanced', from);
  const enhancedDir = path.dirname(
    require.resolve('@module-federation/enhanced', { paths: [from] }),
  );
  const versions = {
    '@module-federation/runtime-core': installedVersion('@module-federation/runtime-core', from),
    // The glue the federation plugin bundles into each container, as the plugin resolves it.
    '@module-federation/webpack-bundler-runtime': installedVersion(
      '@module-federation/webpack-bundler-runtime',
      enhancedDir,
    ),
  };
  for (const [pkg, version] of Object.entries(versions)) {
    if (version !== enhanced) {
      throw new Error(
        `${pkg} ${version} differs from @module-federation/enhanced ${enhanced}: install one release.`,
      );
    }
  }
  return enhanced;
}
