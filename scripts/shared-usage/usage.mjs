// Which apps use each module of shared/src: every import of @colleghi/shared (or one of its
// entries) in an app is resolved with the TypeScript checker to the files that declare the
// imported names, so a name reached through an entry (`/platform`, `/ui`, ...) counts for its
// own module. A module used by such a module counts for the same apps. Used by
// scripts/shared-usage.mjs (the table, and the check of the test command) and by the ESLint rule
// `colleghi/shared-module-used-by-two-apps` (scripts/eslint-plugin.mjs).

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Every module of shared/src (not tests, not entries) with the sorted list of the apps that use
 * it, fewest first. `root` is the repository root.
 */
export function sharedUsage(root) {
  const require = createRequire(path.join(root, 'shared', 'package.json'));
  const ts = require('typescript');

  const APPS = fs
    .readdirSync(root)
    .filter((name) => name === 'host' || name.startsWith('mfe-'))
    .filter((name) => fs.existsSync(path.join(root, name, 'tsconfig.json')))
    .sort();
  const SHARED_SRC = path.join(root, 'shared', 'src') + path.sep;

  const isTest = (file) =>
    /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}__tests__${path.sep}`);

  /** The files an app's tsconfig includes: its sources and tests. */
  function appFiles(app) {
    const configPath = path.join(root, app, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    return { files: parsed.fileNames, options: parsed.options };
  }

  const perApp = APPS.map((app) => ({ app, ...appFiles(app) }));
  const sharedFiles = ts.sys
    .readDirectory(SHARED_SRC, ['.ts', '.tsx'])
    .map((file) => path.resolve(file))
    .filter((file) => !isTest(file));

  const program = ts.createProgram({
    rootNames: [...perApp.flatMap((entry) => entry.files), ...sharedFiles],
    options: perApp[0].options,
  });
  const checker = program.getTypeChecker();

  const appOf = new Map();
  for (const { app, files } of perApp) for (const file of files) appOf.set(path.resolve(file), app);

  /** shared file → apps using it directly. */
  const users = new Map();
  const recordUse = (file, app) => {
    if (!file.startsWith(SHARED_SRC)) return;
    if (!users.has(file)) users.set(file, new Set());
    users.get(file).add(app);
  };

  function declarationFiles(symbol) {
    let target = symbol;
    if (target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
    return (target.declarations ?? []).map((d) => path.resolve(d.getSourceFile().fileName));
  }

  function moduleFile(specifier, sourceFile) {
    const resolved = ts.resolveModuleName(
      specifier,
      sourceFile.fileName,
      program.getCompilerOptions(),
      ts.sys,
    ).resolvedModule;
    return resolved ? path.resolve(fs.realpathSync(resolved.resolvedFileName)) : null;
  }

  /** Records what one app file takes from @colleghi/shared. */
  function scanAppFile(sourceFile, app) {
    const visit = (node) => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : null;
      if (specifier && /^@colleghi\/shared(\/|$)/.test(specifier)) {
        const target = moduleFile(specifier, sourceFile);
        const names = [];
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (!clause) {
            if (target) recordUse(target, app); // side-effect import
          } else {
            if (clause.name) names.push(clause.name);
            const bindings = clause.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings)) {
              if (target) recordUse(target, app);
            } else if (bindings) {
              names.push(...bindings.elements.map((element) => element.name));
            }
          }
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          names.push(...node.exportClause.elements.map((element) => element.name));
        } else if (target) {
          recordUse(target, app); // export * from
        }
        for (const name of names) {
          const symbol = checker.getSymbolAtLocation(name);
          if (symbol) for (const file of declarationFiles(symbol)) recordUse(file, app);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  for (const sourceFile of program.getSourceFiles()) {
    const app = appOf.get(path.resolve(sourceFile.fileName));
    if (app) scanAppFile(sourceFile, app);
  }

  // The Jest preset every app's jest.config.cjs loads names its setup file by path.
  const preset = fs.readFileSync(path.join(root, 'shared', 'jest.preset.cjs'), 'utf8');
  for (const match of preset.matchAll(/'(src\/[^']+\.tsx?)'/g)) {
    const file = path.join(root, 'shared', match[1]);
    for (const { app } of perApp) {
      const config = path.join(root, app, 'jest.config.cjs');
      if (fs.existsSync(config) && fs.readFileSync(config, 'utf8').includes('jest-preset')) {
        recordUse(file, app);
      }
    }
  }

  /** shared file → the shared files it imports (not through an entry). */
  const imports = new Map();
  for (const file of sharedFiles) {
    const sourceFile = program.getSourceFile(file);
    const targets = new Set();
    const add = (specifier) => {
      const target = moduleFile(specifier, sourceFile);
      if (target?.startsWith(SHARED_SRC)) targets.add(target);
    };
    const visit = (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text); // import('./lazy-part')
      }
      ts.forEachChild(node, visit);
    };
    if (sourceFile) visit(sourceFile);
    imports.set(file, targets);
  }

  // An entry (a file that only re-exports) passes nothing on: its names were resolved above.
  const isBarrel = (file) => {
    const sourceFile = program.getSourceFile(file);
    return (
      sourceFile !== undefined &&
      sourceFile.statements.length > 0 &&
      sourceFile.statements.every((s) => ts.isExportDeclaration(s) || ts.isImportDeclaration(s))
    );
  };

  const apps = new Map(sharedFiles.map((file) => [file, new Set(users.get(file) ?? [])]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const [file, targets] of imports) {
      if (isBarrel(file)) continue;
      for (const target of targets) {
        const set = apps.get(target);
        if (!set) continue;
        for (const app of apps.get(file)) {
          if (!set.has(app)) {
            set.add(app);
            changed = true;
          }
        }
      }
    }
  }

  const rows = sharedFiles
    .filter((file) => !isBarrel(file))
    .map((file) => ({
      module: path.relative(root, file),
      apps: [...apps.get(file)].sort(),
    }))
    .sort((a, b) => a.apps.length - b.apps.length || a.module.localeCompare(b.module));
  return rows;
}
