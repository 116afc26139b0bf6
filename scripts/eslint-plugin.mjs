// The project's own ESLint rules (eslint.config.mjs loads them as the `colleghi` plugin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedUsage } from './shared-usage/usage.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The usage table, computed once per ESLint run (it reads every app with the TS checker). */
let usage = null;
function usageOf(file) {
  usage ??= new Map(sharedUsage(ROOT).map((row) => [path.join(ROOT, row.module), row.apps]));
  return usage.get(file);
}

/**
 * shared/src is the page-wide platform: a module there that fewer than two apps use belongs to
 * the app that uses it (or nowhere). Tests, test helpers and the entries are not modules of
 * their own (usage.mjs leaves them out). `appsUsing` maps a file to the apps using it (tests
 * pass their own).
 */
export function sharedModuleRule(appsUsing = usageOf) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A module of shared/src is used by at least two apps.' },
      schema: [],
      messages: {
        one: 'Solo {{app}} usa questo modulo di @colleghi/shared: spostalo in {{app}}.',
        none: 'Nessuna app usa questo modulo di @colleghi/shared: eliminalo.',
      },
    },
    create(context) {
      const file = path.resolve(context.filename);
      if (!file.startsWith(path.join(ROOT, 'shared', 'src') + path.sep)) return {};
      return {
        Program(node) {
          const apps = appsUsing(file);
          if (!apps || apps.length >= 2) return;
          if (apps.length === 1) context.report({ node, messageId: 'one', data: { app: apps[0] } });
          else context.report({ node, messageId: 'none' });
        },
      };
    },
  };
}

export default {
  meta: { name: 'colleghi' },
  rules: { 'shared-module-used-by-two-apps': sharedModuleRule() },
};
