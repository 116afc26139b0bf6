import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

// `pnpm release` / `pnpm rollback` (scripts/release.mjs) against the servers this suite runs:
// the host on :3000 reads host/dist/config.json, the releases server on :3010 serves releases/.
// The host is never rebuilt: a page reload is all the shell needs to run another build.
const root = path.resolve(__dirname, '..', '..');
const configFile = path.join(root, 'host', 'dist', 'config.json');
const releasesDir = path.join(root, 'releases');
const learningReleases = path.join(releasesDir, 'learning');
const historyFile = path.join(releasesDir, '.history.jsonl');
const RELEASES_ORIGIN = 'http://localhost:3010';

const OLD_TEXT =
  'Corsi e pacchetti accreditati per maturare i crediti formativi, online e al tuo ritmo.';
const NEW_TEXT = 'Novità: il catalogo dei corsi accreditati si è rinnovato.';

let work: string;
let savedConfig: string;
let savedHistory: string | null;
let savedReleases: Set<string>;

function listReleases(): string[] {
  return fs.existsSync(learningReleases) ? fs.readdirSync(learningReleases) : [];
}

/** A copy of mfe-learning's build, changed by `edit` (file name → new content). */
function variant(name: string, edit: (dir: string) => void): string {
  const dir = path.join(work, name);
  fs.cpSync(path.join(root, 'mfe-learning', 'dist'), dir, { recursive: true });
  edit(dir);
  return dir;
}

function pnpm(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('pnpm', ['--silent', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-release-e2e-'));
  savedConfig = fs.readFileSync(configFile, 'utf8');
  savedHistory = fs.existsSync(historyFile) ? fs.readFileSync(historyFile, 'utf8') : null;
  savedReleases = new Set(listReleases());
});

// Nothing the tests did stays live or stored: the served config.json, the history and the
// test's release folders go back to what they were.
test.afterAll(() => {
  fs.writeFileSync(configFile, savedConfig);
  if (savedHistory === null) fs.rmSync(historyFile, { force: true });
  else fs.writeFileSync(historyFile, savedHistory);
  for (const id of listReleases()) {
    if (!savedReleases.has(id)) {
      fs.rmSync(path.join(learningReleases, id), { recursive: true, force: true });
    }
  }
  if (savedReleases.size === 0) fs.rmSync(learningReleases, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

async function openCourses(page: Page): Promise<void> {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toBeVisible();
}

test('a release of learning shows after a reload, and a rollback brings the old one back', async ({
  page,
}) => {
  const build = variant('nuova', (dir) => {
    const chunk = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .find((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(OLD_TEXT));
    if (!chunk) throw new Error('the courses page text is in no chunk of mfe-learning/dist');
    const file = path.join(dir, chunk);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(OLD_TEXT, NEW_TEXT));
  });

  await signInAs(page);
  await openCourses(page);
  await expect(page.getByText(OLD_TEXT)).toBeVisible();

  const released = pnpm('release', 'learning', '--from', build);
  expect(released.status, released.output).toBe(0);
  expect(released.output).toContain('Release di learning');
  const live = (
    JSON.parse(fs.readFileSync(configFile, 'utf8')) as { remotes: { learning: string } }
  ).remotes.learning;
  expect(live).toMatch(new RegExp(`^${RELEASES_ORIGIN}/learning/[^/]+/mf-manifest\\.json$`));

  // The same page, reloaded: the shell reads config.json again and loads the release.
  const manifest = page.waitForResponse(live);
  await page.reload();
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
  // The release runs on the host's session, like the build it replaced.
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toBeVisible();

  const listing = pnpm('releases', 'learning');
  expect(listing.status, listing.output).toBe(0);
  expect(listing.output).toContain(`(${live})`);

  const rolledBack = pnpm('rollback', 'mfe-learning');
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await page.reload();
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  await expect(page.getByText(NEW_TEXT)).toHaveCount(0);
});

test('an incompatible build is refused, naming the mismatch, and the live one keeps working', async ({
  page,
}) => {
  const hostManifest = JSON.parse(
    fs.readFileSync(path.join(root, 'host', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: { name: string; version: string }[] };
  const hostReact = hostManifest.shared.find((entry) => entry.name === 'react')?.version;
  const build = variant('incompatibile', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    for (const entry of manifest.shared) {
      if (entry.name === 'react') entry.requiredVersion = '^99.0.0';
    }
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  });
  const before = fs.readFileSync(configFile, 'utf8');
  const storedBefore = listReleases();

  const refused = pnpm('release', 'learning', '--from', build);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('Release di learning rifiutata');
  expect(refused.output).toContain(
    `react: il remoto richiede ^99.0.0, l'host live fornisce ${hostReact}`,
  );
  expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
  expect(listReleases()).toEqual(storedBefore);

  await signInAs(page);
  await openCourses(page);
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
});
