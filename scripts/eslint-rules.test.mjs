// The boundary rules of eslint.config.mjs hold whichever folder ESLint runs from, import cycles
// are errors, and the platform package refuses a module fewer than two apps use.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { sharedModuleRule } from './eslint-plugin.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ESLint, RuleTester } = createRequire(path.join(ROOT, 'package.json'))('eslint');

/**
 * The rule ids ESLint reports for `code` as the file `file`, run from the folder `cwd` the way
 * `pnpm exec eslint` run there does: it finds eslint.config.mjs above it.
 */
async function reported(cwd, file, code) {
  // import/no-cycle cannot follow a file that is not on disk (it is tested below, on files).
  const eslint = new ESLint({
    cwd: path.join(ROOT, cwd),
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const CROSSINGS = [
  {
    what: 'a feature importing another feature',
    file: 'host/src/features/auth/new-file.ts',
    code: "import { AdSlot } from '../dashboard/components/ad-slot';\nexport { AdSlot };\n",
  },
  {
    what: 'a remote’s feature importing another of its features',
    file: 'mfe-agenda/src/features/news/new-file.ts',
    code: "import { AgendaPage } from '../agenda/agenda-page';\nexport { AgendaPage };\n",
  },
  {
    what: 'a remote importing the host',
    file: 'mfe-agenda/src/new-file.ts',
    code: "import { Shell } from '../../host/src/app/shell';\nexport { Shell };\n",
  },
  {
    what: 'the platform package importing an app',
    file: 'shared/src/ui/new-file.ts',
    code: "import { ROUTES } from '../../../mfe-agenda/src/routes';\nexport { ROUTES };\n",
  },
];

describe('boundaries, whichever folder ESLint runs from', () => {
  for (const { what, file, code } of CROSSINGS) {
    const app = file.split('/')[0];
    for (const cwd of ['.', app, `${app}/src`]) {
      it(`refuses ${what} (run from ${cwd})`, async () => {
        const rules = await reported(cwd, file, code);
        assert.ok(rules.includes('import/no-restricted-paths'), rules.join(', '));
      });
    }
  }

  it('lets a feature import its own files', async () => {
    const rules = await reported(
      'host',
      'host/src/features/dashboard/new-file.ts',
      "import { AdSlot } from './components/ad-slot';\nexport { AdSlot };\n",
    );
    assert.deepEqual(rules, []);
  });
});

describe('import cycles', () => {
  const dir = path.join(ROOT, 'mfe-records', 'src', 'cycle-probe');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are errors', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    assert.deepEqual(
      result.messages.map((message) => message.ruleId),
      ['import/no-cycle'],
    );
  });
});

describe('colleghi/shared-module-used-by-two-apps', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const usage = {
    [path.join(ROOT, 'shared/src/ui/theme.ts')]: ['host', 'mfe-agenda'],
    [path.join(ROOT, 'shared/src/ui/only-agenda.ts')]: ['mfe-agenda'],
    [path.join(ROOT, 'shared/src/ui/unused.ts')]: [],
  };
  new RuleTester().run(
    'shared-module-used-by-two-apps',
    sharedModuleRule((file) => usage[file]),
    {
      valid: [
        { code: 'export const x = 1;', filename: path.join(ROOT, 'shared/src/ui/theme.ts') },
        // Outside shared/src, and the entries and tests the usage leaves out, are not checked.
        { code: 'export const x = 1;', filename: path.join(ROOT, 'mfe-agenda/src/only-agenda.ts') },
        { code: 'export const x = 1;', filename: path.join(ROOT, 'shared/src/platform.ts') },
      ],
      invalid: [
        {
          code: 'export const x = 1;',
          filename: path.join(ROOT, 'shared/src/ui/only-agenda.ts'),
          errors: [
            {
              message:
                'Solo mfe-agenda usa questo modulo di @colleghi/shared: spostalo in mfe-agenda.',
            },
          ],
        },
        {
          code: 'export const x = 1;',
          filename: path.join(ROOT, 'shared/src/ui/unused.ts'),
          errors: [{ message: 'Nessuna app usa questo modulo di @colleghi/shared: eliminalo.' }],
        },
      ],
    },
  );

  it('uses the real usage table by default: every module of shared/src passes', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles([path.join(ROOT, 'shared/src/**/*.{ts,tsx}')]);
    const offending = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'colleghi/shared-module-used-by-two-apps')
        .map((message) => `${path.relative(ROOT, result.filePath)}: ${message.message}`),
    );
    assert.deepEqual(offending, []);
  });
});
