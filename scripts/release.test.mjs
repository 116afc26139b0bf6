// The release tool (release.mjs) on throwaway folders: the compatibility check, then release,
// rollback and the listing against a fake live host. No build, no server.
// Run with: node --test scripts/release.test.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compatibilityProblems, satisfies } from './release/compat.mjs';
import { LocalStorage } from './release/local-storage.mjs';
import {
  describe as listReleases,
  release,
  ReleaseError,
  remoteName,
  restore,
  rollback,
} from './release.mjs';

const shared = (name, version, requiredVersion) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion,
  singleton: true,
});

const HOST_MANIFEST = {
  name: 'host',
  shared: [
    shared('react', '19.3.1', '^19.3.1'),
    shared('jotai', '2.20.3', '^2.20.3'),
    shared('@colleghi/shared/store', '0.1.0', '^0.1.0'),
    shared('@colleghi/shared/router', '0.1.0', '^0.1.0'),
  ],
};

const remoteManifest = (overrides = {}) => ({
  name: 'learning',
  metaData: { publicPath: 'auto' },
  shared: [
    shared('react', '19.3.1', '^19.3.1'),
    shared('jotai', '2.20.3', '^2.20.3'),
    shared('@colleghi/shared/store', '0.1.0', '^0.1.0'),
    shared('@colleghi/shared/router', '0.1.0', '^0.1.0'),
  ].map((entry) => ({ ...entry, ...overrides[entry.name] })),
});

describe('satisfies', () => {
  const cases = [
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.2.0', true],
    ['20.0.0', '^19.2.0', false],
    ['19.1.0', '^19.2.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.9.9', '>=1.0.0 <2.0.0', true],
    ['3.1.0', '^2.0.0 || ^3.0.0', true],
    ['19.3.1', '19.x', true],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.3.1', '*', true],
    ['20.0.0-rc.1', '^19.0.0', false],
  ];
  for (const [version, range, expected] of cases) {
    test(`${version} in "${range}": ${expected}`, () => {
      assert.equal(satisfies(version, range), expected);
    });
  }

  test('a range it cannot read is null, not a yes', () => {
    assert.equal(satisfies('19.3.1', 'latest'), null);
  });
});

describe('compatibilityProblems', () => {
  test('a remote built against the host versions is compatible', () => {
    assert.deepEqual(compatibilityProblems(remoteManifest(), HOST_MANIFEST), []);
  });

  test('an older minor range is still compatible (the version-skew build)', () => {
    const older = remoteManifest({ react: { requiredVersion: '^19.2.0', version: '19.2.0' } });
    assert.deepEqual(compatibilityProblems(older, HOST_MANIFEST), []);
  });

  test('a singleton range the host copy misses is refused, naming library, range and version', () => {
    const problems = compatibilityProblems(
      remoteManifest({ react: { requiredVersion: '^20.0.0' } }),
      HOST_MANIFEST,
    );
    assert.deepEqual(problems, ["react: il remoto richiede ^20.0.0, l'host live fornisce 19.3.1"]);
  });

  test('a newer platform version is refused once, for every shared file', () => {
    const newer = { requiredVersion: '^0.2.0', version: '0.2.0' };
    const problems = compatibilityProblems(
      remoteManifest({ '@colleghi/shared/store': newer, '@colleghi/shared/router': newer }),
      HOST_MANIFEST,
    );
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^versione della piattaforma @colleghi\/shared: il remoto richiede \^0\.2\.0, l'host live fornisce 0\.1\.0/,
    );
    assert.match(problems[0], /@colleghi\/shared\/store, @colleghi\/shared\/router/);
  });

  test('a shared module the host does not provide is refused', () => {
    const manifest = remoteManifest();
    manifest.shared.push(shared('zustand', '5.0.0', '^5.0.0'));
    assert.deepEqual(compatibilityProblems(manifest, HOST_MANIFEST), [
      "zustand: il remoto lo richiede condiviso (^5.0.0), ma l'host live non lo fornisce",
    ]);
  });

  test('a subpath the host does not use itself is checked against its package', () => {
    const host = structuredClone(HOST_MANIFEST);
    host.shared.push(shared('@mui/material/Button', '9.5.0', '^9.5.0'));
    const manifest = remoteManifest();
    manifest.shared.push(shared('@mui/material/TextField', '9.5.0', '^9.5.0'));
    assert.deepEqual(compatibilityProblems(manifest, host), []);
    manifest.shared.push(shared('@mui/material/Dialog', '10.0.0', '^10.0.0'));
    assert.deepEqual(compatibilityProblems(manifest, host), [
      "@mui/material/Dialog: il remoto richiede ^10.0.0, l'host live fornisce 9.5.0",
    ]);
  });

  test('an unreadable range is refused, not waved through', () => {
    const problems = compatibilityProblems(
      remoteManifest({ jotai: { requiredVersion: 'latest' } }),
      HOST_MANIFEST,
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^jotai: intervallo "latest"/);
  });
});

test('remoteName accepts agenda and mfe-agenda, and refuses the rest', () => {
  assert.equal(remoteName('agenda'), 'agenda');
  assert.equal(remoteName('mfe-agenda'), 'agenda');
  assert.throws(() => remoteName('host'), ReleaseError);
});

describe('release and rollback on a local folder', () => {
  const BASE_URL = 'http://localhost:3004/mf-manifest.json';
  const SOURCE = { commit: 'abc1234', dirty: false, by: 'collaudo' };
  let tmp;
  let storage;
  let hostDir;

  const config = () => JSON.parse(fs.readFileSync(path.join(hostDir, 'config.json'), 'utf8'));

  /** A built remote: its manifest and one chunk whose text tells builds apart. */
  function build(name, text, manifest = remoteManifest()) {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
    return dir;
  }

  const releaseOf = (sourceDir) =>
    release(storage, 'learning', { sourceDir, version: '0.1.0', source: SOURCE });

  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-release-'));
    hostDir = path.join(tmp, 'host');
    fs.mkdirSync(hostDir);
    fs.writeFileSync(path.join(hostDir, 'mf-manifest.json'), JSON.stringify(HOST_MANIFEST));
    fs.writeFileSync(
      path.join(hostDir, 'config.json'),
      JSON.stringify({
        apiBase: 'http://localhost:8000/api/',
        remotes: { agenda: 'http://localhost:3002/mf-manifest.json', learning: BASE_URL },
      }),
    );
    storage = new LocalStorage({
      releasesDir: path.join(tmp, 'releases'),
      hostDir,
      releasesUrl: 'https://cdn.example/releases',
    });
  });

  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('a release is copied, switched to in config.json and recorded', async () => {
    const entry = await releaseOf(build('v1', 'uno'));
    assert.equal(entry.id, '0.1.0-abc1234');
    const url = 'https://cdn.example/releases/learning/0.1.0-abc1234/mf-manifest.json';
    assert.equal(config().remotes.learning, url);
    // The rest of config.json is kept as it was.
    assert.equal(config().remotes.agenda, 'http://localhost:3002/mf-manifest.json');
    assert.equal(config().apiBase, 'http://localhost:8000/api/');
    assert.equal(
      fs.readFileSync(path.join(tmp, 'releases/learning/0.1.0-abc1234/remoteEntry.js'), 'utf8'),
      '/* uno */',
    );
    const history = await storage.readHistory();
    assert.equal(history.length, 1);
    assert.deepEqual(
      { ...history[0], time: undefined, folder: undefined },
      {
        action: 'release',
        remote: 'learning',
        version: '0.1.0',
        id: '0.1.0-abc1234',
        manifestUrl: url,
        previousUrl: BASE_URL,
        time: undefined,
        folder: undefined,
        by: 'collaudo',
        commit: 'abc1234',
      },
    );
    // No temporary file is left beside config.json, nor a half copy beside the release.
    assert.deepEqual(fs.readdirSync(hostDir).sort(), ['config.json', 'mf-manifest.json']);
    assert.deepEqual(fs.readdirSync(path.join(tmp, 'releases/learning')), ['0.1.0-abc1234']);
  });

  test('a different build of the same commit never overwrites a release: it gets a counter', async () => {
    await releaseOf(build('v1', 'uno'));
    const second = await releaseOf(build('v2', 'due'));
    assert.equal(second.id, '0.1.0-abc1234-2');
    assert.equal(
      fs.readFileSync(path.join(tmp, 'releases/learning/0.1.0-abc1234/remoteEntry.js'), 'utf8'),
      '/* uno */',
    );
    // Releasing what is live already changes nothing.
    await assert.rejects(releaseOf(build('v2', 'due')), /è già live/);
  });

  test('rollback walks back release by release, down to the base build', async () => {
    const first = await releaseOf(build('v1', 'uno'));
    const second = await releaseOf(build('v2', 'due'));
    assert.equal(config().remotes.learning, second.manifestUrl);

    const back = await rollback(storage, 'learning', { source: SOURCE });
    assert.equal(back.undone, second.id);
    assert.equal(config().remotes.learning, first.manifestUrl);

    await rollback(storage, 'learning', { source: SOURCE });
    assert.equal(config().remotes.learning, BASE_URL);
    await assert.rejects(
      rollback(storage, 'learning', { source: SOURCE }),
      /Nessuna release di learning/,
    );
    // The releases stay stored: a rollback only switches.
    assert.equal(fs.readdirSync(path.join(tmp, 'releases/learning')).length, 2);

    const listing = await listReleases(storage, 'learning');
    assert.match(listing, /live: build di base/);
    assert.match(listing, /rollback 0\.1\.0-abc1234-2 → 0\.1\.0-abc1234/);
    assert.match(listing, /rollback 0\.1\.0-abc1234 → base/);
  });

  test('an incompatible build is refused: nothing copied, config.json untouched', async () => {
    await releaseOf(build('v1', 'uno'));
    const before = fs.readFileSync(path.join(hostDir, 'config.json'), 'utf8');
    const bad = build('bad', 'tre', remoteManifest({ react: { requiredVersion: '^20.0.0' } }));
    await assert.rejects(releaseOf(bad), (error) => {
      assert.ok(error instanceof ReleaseError);
      assert.match(error.message, /Release di learning rifiutata/);
      assert.match(
        error.message,
        /react: il remoto richiede \^20\.0\.0, l'host live fornisce 19\.3\.1/,
      );
      return true;
    });
    assert.equal(fs.readFileSync(path.join(hostDir, 'config.json'), 'utf8'), before);
    assert.deepEqual(fs.readdirSync(path.join(tmp, 'releases/learning')), ['0.1.0-abc1234']);
    assert.equal((await storage.readHistory()).length, 1);
  });

  test("another remote's build is refused", async () => {
    const agenda = build('agenda', 'x', { ...remoteManifest(), name: 'agenda' });
    await assert.rejects(releaseOf(agenda), /è del remoto "agenda", non di "learning"/);
  });

  test('the listing shows the live release and the ones before', async () => {
    await releaseOf(build('v1', 'uno'));
    await releaseOf(build('v2', 'due'));
    const listing = await listReleases(storage, 'learning');
    assert.match(listing, /live: 0\.1\.0-abc1234-2 {2}rilasciata il .* da collaudo/);
    assert.match(listing, /prima \(rollback torna alla prima riga\):\n {4}0\.1\.0-abc1234 /);
    assert.match(listing, /base: http:\/\/localhost:3004\/mf-manifest\.json/);
  });

  test('rollback checks the release it returns to against the live host', async () => {
    await releaseOf(build('v1', 'uno'));
    const second = await releaseOf(build('v2', 'due'));
    // The host moved on to React 20 since v1 was live; v2 was built for it (its range allows 20).
    const react20 = shared('react', '20.0.0', '^20.0.0');
    fs.writeFileSync(
      path.join(hostDir, 'mf-manifest.json'),
      JSON.stringify({ ...HOST_MANIFEST, shared: [react20, ...HOST_MANIFEST.shared.slice(1)] }),
    );
    await assert.rejects(
      rollback(storage, 'learning', { source: SOURCE }),
      (error) =>
        error instanceof ReleaseError &&
        /^Rollback di learning rifiutato: la release 0\.1\.0-abc1234 non è compatibile/.test(
          error.message,
        ) &&
        /react: .*20\.0\.0/.test(error.message) &&
        /resta live 0\.1\.0-abc1234-2/.test(error.message),
    );
    assert.equal(config().remotes.learning, second.manifestUrl);
    assert.equal((await storage.readHistory()).length, 2);
  });

  test('a release or rollback never runs while another one holds the lock', async () => {
    await releaseOf(build('v1', 'uno'));
    const held = await storage.acquireLock('release di agenda');
    assert.ok(held.unlock);
    const live = config().remotes.learning;
    await assert.rejects(
      releaseOf(build('v2', 'due')),
      new RegExp(
        `release di learning non avviato: è in corso release di agenda \\(processo ${process.pid}`,
      ),
    );
    await assert.rejects(
      rollback(storage, 'learning', { source: SOURCE }),
      /rollback di learning non avviato: è in corso release di agenda/,
    );
    assert.equal(config().remotes.learning, live);
    assert.equal((await storage.readHistory()).length, 1);

    held.unlock();
    const second = await releaseOf(build('v2', 'due'));
    assert.equal(config().remotes.learning, second.manifestUrl);
    // Each command frees the lock when it ends, refused or not.
    assert.equal(fs.existsSync(storage.lockFile), false);
  });

  test('a lock left by a process that ended is taken over', async () => {
    fs.mkdirSync(path.join(tmp, 'releases'), { recursive: true });
    // A pid that no process holds: above the kernel's maximum.
    fs.writeFileSync(
      storage.lockFile,
      JSON.stringify({ pid: 2 ** 22 + 1, owner: 'release di agenda' }),
    );
    const entry = await releaseOf(build('v1', 'uno'));
    assert.equal(config().remotes.learning, entry.manifestUrl);
    assert.equal(fs.existsSync(storage.lockFile), false);
  });

  /** What a host rebuild does to config.json: every remote back at its base build. */
  function rebuildHost(hostManifest = HOST_MANIFEST) {
    const rebuilt = { ...config(), remotes: { ...config().remotes, learning: BASE_URL } };
    fs.writeFileSync(path.join(hostDir, 'config.json'), JSON.stringify(rebuilt));
    fs.writeFileSync(path.join(hostDir, 'mf-manifest.json'), JSON.stringify(hostManifest));
  }

  test('after a host rebuild, restore puts the live release back; rollback works again', async () => {
    const first = await releaseOf(build('v1', 'uno'));
    const second = await releaseOf(build('v2', 'due'));
    rebuildHost();
    const lines = await restore(storage);
    assert.deepEqual(lines, [`learning: 0.1.0-abc1234-2 di nuovo live (${second.manifestUrl}).`]);
    assert.equal(config().remotes.learning, second.manifestUrl);
    assert.equal(config().remotes.agenda, 'http://localhost:3002/mf-manifest.json');
    assert.equal(config().apiBase, 'http://localhost:8000/api/');
    // Nothing is recorded: the team's release was live before the rebuild.
    assert.equal((await storage.readHistory()).length, 2);
    assert.doesNotMatch(await listReleases(storage, 'learning'), /ATTENZIONE/);
    await rollback(storage, 'learning', { source: SOURCE });
    assert.equal(config().remotes.learning, first.manifestUrl);
    // A second restore finds it live and writes nothing.
    const before = fs.statSync(path.join(hostDir, 'config.json')).mtimeMs;
    assert.deepEqual(await restore(storage), ['learning: 0.1.0-abc1234 già live.']);
    assert.equal(fs.statSync(path.join(hostDir, 'config.json')).mtimeMs, before);
  });

  test('restore leaves off a release the rebuilt host cannot satisfy, and says why', async () => {
    await releaseOf(build('v1', 'uno'));
    const react20 = shared('react', '20.0.0', '^20.0.0');
    rebuildHost({ ...HOST_MANIFEST, shared: [react20, ...HOST_MANIFEST.shared.slice(1)] });
    const lines = await restore(storage);
    assert.match(
      lines[0],
      /^learning: la release 0\.1\.0-abc1234 non torna live, resta la build di base/,
    );
    assert.match(lines.join('\n'), /react: .*20\.0\.0/);
    assert.match(lines.join('\n'), /Rilascia di nuovo learning/);
    assert.equal(config().remotes.learning, BASE_URL);
  });

  test('restore with no release recorded changes nothing', async () => {
    const before = fs.readFileSync(path.join(hostDir, 'config.json'), 'utf8');
    assert.deepEqual(await restore(storage), []);
    assert.equal(fs.readFileSync(path.join(hostDir, 'config.json'), 'utf8'), before);
  });

  test('rollback refuses when config.json no longer points at the last release', async () => {
    await releaseOf(build('v1', 'uno'));
    // A host rebuild copies public/config.json over the live one.
    const rebuilt = { ...config(), remotes: { ...config().remotes, learning: BASE_URL } };
    fs.writeFileSync(path.join(hostDir, 'config.json'), JSON.stringify(rebuilt));
    await assert.rejects(
      rollback(storage, 'learning', { source: SOURCE }),
      /config\.json non punta all'ultima release registrata/,
    );
    assert.match(await listReleases(storage, 'learning'), /ATTENZIONE/);
  });
});
