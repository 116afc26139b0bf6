#!/usr/bin/env node
// Release and rollback of one remote, with no rebuild of the host:
//   pnpm release <remote> [--from <folder>]   build, check, copy, switch config.json, record
//   pnpm rollback <remote>                    back to what was live before the last release
//   pnpm releases [<remote>]                  what is live, and what came before
//   node scripts/release.mjs restore          after a host rebuild, the recorded releases live again
// <remote> is activities, agenda, account, learning or records (or mfe-<name>).
//
// A release is the remote's production build (into <app>/dist-release, so the remote's own
// server keeps serving dist/), or an already built folder with --from. Its id is the version in
// the remote's package.json plus the commit (`0.1.0-ab12cd3`, `-dirty` when the work tree has
// changes, `-2`, `-3`… when another build already holds that id; no `+`, which some object
// stores read as a space in a URL). Its manifest is checked against what the live host provides (release/compat.mjs);
// an incompatible build is refused before anything is copied or switched. The build is then
// copied, once and never over another, to releases/<remote>/<id>/, served at
// RELEASES_URL (default http://localhost:3010/, the releases server of `npm start`), and the
// host's config.json points the remote at it, replaced in one rename: the next page load uses it.
// Every switch is recorded in releases/.history.jsonl.
//
// Environment: RELEASES_DIR (default releases/), RELEASES_URL, HOST_DIR (default host/dist,
// the live host's config.json and mf-manifest.json).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compatibilityProblems } from './release/compat.mjs';
import { folderDigest, LocalStorage } from './release/local-storage.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['activities', 'agenda', 'account', 'learning', 'records'];
export const RELEASES_PORT = 3010;
const BUILD_DIR = 'dist-release';

/** A refusal or a usage error: its message is printed as it is, with no stack. */
export class ReleaseError extends Error {}

export function remoteName(arg) {
  const name = String(arg ?? '').replace(/^mfe-/, '');
  if (!REMOTES.includes(name)) {
    throw new ReleaseError(
      `Remoto sconosciuto: "${arg ?? ''}". Uno tra: ${REMOTES.join(', ')} (anche con il prefisso mfe-).`,
    );
  }
  return name;
}

/** Where the remote is served without any release: its own static server (config.json's default). */
function baseManifestUrl(remote) {
  return `http://localhost:${3001 + REMOTES.indexOf(remote)}/mf-manifest.json`;
}

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** The build's identity: the commit (short) and whether the work tree differs from it. */
export function sourceState() {
  const commit = git(['rev-parse', '--short=7', 'HEAD']) || 'nocommit';
  const dirty = git(['status', '--porcelain', '--untracked-files=normal']) !== '';
  const by = git(['config', 'user.name']) || process.env.USER || os.userInfo().username;
  return { commit, dirty, by };
}

function appVersion(remote) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `mfe-${remote}`, 'package.json'), 'utf8'));
  return pkg.version ?? '0.0.0';
}

function build(remote) {
  const app = path.join(ROOT, `mfe-${remote}`);
  console.log(`==> Build di produzione di mfe-${remote} (in mfe-${remote}/${BUILD_DIR})`);
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: app,
    env: { ...process.env, COLLEGHI_DIST_DIR: BUILD_DIR },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new ReleaseError(`Build di mfe-${remote} non riuscita.`);
  return path.join(app, BUILD_DIR);
}

/** The live stack of one remote's releases: each release pushes, each rollback pops. */
export function liveStack(history, remote) {
  const stack = [];
  for (const entry of history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'release') stack.push(entry);
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}

/**
 * Runs `task` holding the releases lock: a second release or rollback started meanwhile, from
 * this machine or another process, is refused with the holder's name instead of interleaving.
 */
async function exclusively(storage, what, task) {
  const lock = await storage.acquireLock(what);
  if (lock.holder) {
    const { owner, pid, time } = lock.holder;
    throw new ReleaseError(
      `${what} non avviato: è in corso ${owner}${pid ? ` (processo ${pid}, dalle ${time})` : ''}. ` +
        'Riprova quando è finito; nulla è cambiato.',
    );
  }
  try {
    return await task();
  } finally {
    lock.unlock();
  }
}

/**
 * Checks `sourceDir` (a built remote) against the live host, stores it as a new release and
 * switches config.json to it. Returns the history entry.
 */
export function release(storage, remote, options) {
  return exclusively(storage, `release di ${remote}`, () => releaseNow(storage, remote, options));
}

async function releaseNow(storage, remote, { sourceDir, version, source, now = new Date() }) {
  const manifestFile = path.join(sourceDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new ReleaseError(`Nessun mf-manifest.json in ${sourceDir}: non è la build di un remoto.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.name !== remote) {
    throw new ReleaseError(
      `Il manifest in ${sourceDir} è del remoto "${manifest.name}", non di "${remote}".`,
    );
  }
  const problems = compatibilityProblems(manifest, await storage.readHostManifest());
  if (problems.length > 0) {
    throw new ReleaseError(
      [
        `Release di ${remote} rifiutata: la build non è compatibile con l'host live.`,
        ...problems.map((problem) => `  - ${problem}`),
        'Nulla è cambiato: resta live la versione di prima.',
      ].join('\n'),
    );
  }

  const base = `${version}-${source.commit}${source.dirty ? '-dirty' : ''}`;
  const digest = folderDigest(sourceDir);
  let id = base;
  let reused = false;
  for (let n = 2; ; n += 1) {
    const stored = await storage.releaseDigest(remote, id);
    if (stored === null) break;
    if (stored === digest) {
      reused = true;
      break;
    }
    id = `${base}-${n}`;
  }
  if (!reused) await storage.putRelease(remote, id, sourceDir);

  const config = await storage.readConfig();
  const previousUrl = config.remotes?.[remote] ?? baseManifestUrl(remote);
  const manifestUrl = storage.manifestUrl(remote, id);
  if (previousUrl === manifestUrl) {
    throw new ReleaseError(`La release ${remote} ${id} è già live: nulla da cambiare.`);
  }
  await storage.writeConfig({ ...config, remotes: { ...config.remotes, [remote]: manifestUrl } });
  const entry = {
    action: 'release',
    remote,
    version,
    id,
    folder: path.relative(ROOT, storage.releaseDir(remote, id)) || storage.releaseDir(remote, id),
    manifestUrl,
    previousUrl,
    time: now.toISOString(),
    by: source.by,
    commit: source.commit,
  };
  await storage.appendHistory(entry);
  return { ...entry, reused };
}

/**
 * Switches config.json back to what was live before the remote's last release. A stored release
 * is checked against the live host first, as a release is (the host may have moved on since it
 * was live); the base build, which came with the host's own deployment, is not.
 */
export function rollback(storage, remote, options) {
  return exclusively(storage, `rollback di ${remote}`, () => rollbackNow(storage, remote, options));
}

async function rollbackNow(storage, remote, { source, now = new Date() }) {
  const history = await storage.readHistory();
  const stack = liveStack(history, remote);
  const top = stack.at(-1);
  if (!top) throw new ReleaseError(`Nessuna release di ${remote} da annullare.`);
  const config = await storage.readConfig();
  const live = config.remotes?.[remote];
  if (live !== top.manifestUrl) {
    throw new ReleaseError(
      [
        `Rollback di ${remote} rifiutato: config.json non punta all'ultima release registrata.`,
        `  live:            ${live ?? '(nessun indirizzo)'}`,
        `  ultima release:  ${top.manifestUrl}`,
        "L'host è stato ricostruito o config.json cambiato a mano: `node scripts/release.mjs restore` rimette live le release registrate.",
      ].join('\n'),
    );
  }
  const below = stack.at(-2);
  if (below) {
    const problems = compatibilityProblems(
      await storage.readReleaseManifest(remote, below.id),
      await storage.readHostManifest(),
    );
    if (problems.length > 0) {
      throw new ReleaseError(
        [
          `Rollback di ${remote} rifiutato: la release ${below.id} non è compatibile con l'host live.`,
          ...problems.map((problem) => `  - ${problem}`),
          `Nulla è cambiato: resta live ${top.id}.`,
        ].join('\n'),
      );
    }
  }
  const manifestUrl = below ? below.manifestUrl : top.previousUrl;
  await storage.writeConfig({ ...config, remotes: { ...config.remotes, [remote]: manifestUrl } });
  const entry = {
    action: 'rollback',
    remote,
    version: below?.version ?? null,
    id: below?.id ?? null,
    folder: below?.folder ?? null,
    manifestUrl,
    previousUrl: top.manifestUrl,
    undone: top.id,
    time: now.toISOString(),
    by: source.by,
    commit: source.commit,
  };
  await storage.appendHistory(entry);
  return entry;
}

/**
 * After the host is deployed again (a rebuild writes its own config.json, pointing every remote
 * at its base build), points each remote back at the release its history says is live. A
 * release is checked against the new host first, as a release is: one it cannot satisfy stays
 * off, its base build live, and is named with the mismatch. Records nothing: no remote changed
 * from what its team released. Returns one line per remote it looked at.
 */
export function restore(storage) {
  return exclusively(storage, 'ripristino delle release', () => restoreNow(storage));
}

async function restoreNow(storage) {
  const history = await storage.readHistory();
  const config = await storage.readConfig();
  const hostManifest = await storage.readHostManifest();
  const remotes = { ...config.remotes };
  const lines = [];
  let changed = false;
  for (const remote of REMOTES) {
    const top = liveStack(history, remote).at(-1);
    if (!top) continue;
    if (remotes[remote] === top.manifestUrl) {
      lines.push(`${remote}: ${top.id} già live.`);
      continue;
    }
    let problems;
    try {
      problems = compatibilityProblems(
        await storage.readReleaseManifest(remote, top.id),
        hostManifest,
      );
    } catch (error) {
      problems = [error.message];
    }
    if (problems.length > 0) {
      lines.push(
        `${remote}: la release ${top.id} non torna live, resta la build di base (${remotes[remote] ?? baseManifestUrl(remote)}):`,
        ...problems.map((problem) => `  - ${problem}`),
        `  Rilascia di nuovo ${remote} per il nuovo host.`,
      );
      continue;
    }
    remotes[remote] = top.manifestUrl;
    changed = true;
    lines.push(`${remote}: ${top.id} di nuovo live (${top.manifestUrl}).`);
  }
  if (changed) await storage.writeConfig({ ...config, remotes });
  return lines;
}

/** The table `pnpm releases` prints: per remote, what is live and the releases before it. */
export async function describe(storage, only) {
  const history = await storage.readHistory();
  const config = await storage.readConfig();
  const lines = [];
  for (const remote of only ? [only] : REMOTES) {
    const live = config.remotes?.[remote] ?? baseManifestUrl(remote);
    const stack = liveStack(history, remote);
    const top = stack.at(-1);
    lines.push('', `${remote}`);
    if (!top) {
      lines.push(`  live: build di base (${live})`);
    } else if (top.manifestUrl === live) {
      lines.push(`  live: ${top.id}  rilasciata il ${top.time} da ${top.by}  (${live})`);
    } else {
      lines.push(
        `  live: ${live}`,
        `  ATTENZIONE: l'ultima release registrata (${top.id}) non è quella live: host ricostruito o config.json cambiato a mano (node scripts/release.mjs restore la rimette live).`,
      );
    }
    if (stack.length > 1) {
      lines.push('  prima (rollback torna alla prima riga):');
      for (const entry of stack.slice(0, -1).reverse()) {
        lines.push(`    ${entry.id}  rilasciata il ${entry.time} da ${entry.by}`);
      }
    }
    if (top) lines.push(`    base: ${stack[0].previousUrl}`);
    const events = history.filter((entry) => entry.remote === remote);
    if (events.length > 0) {
      lines.push('  storico:');
      for (const entry of events.slice(-10)) {
        const what =
          entry.action === 'release'
            ? `release  ${entry.id}`
            : `rollback ${entry.undone} → ${entry.id ?? 'base'}`;
        lines.push(`    ${entry.time}  ${what}  (${entry.by}, commit ${entry.commit})`);
      }
    }
  }
  return lines.join('\n').replace(/^\n/, '');
}

export function localStorage(env = process.env) {
  return new LocalStorage({
    releasesDir: path.resolve(ROOT, env.RELEASES_DIR || 'releases'),
    hostDir: path.resolve(ROOT, env.HOST_DIR || path.join('host', 'dist')),
    releasesUrl: env.RELEASES_URL || `http://localhost:${RELEASES_PORT}/`,
  });
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { positional: [] };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--from') {
      options.from = rest[i + 1];
      i += 1;
    } else options.positional.push(rest[i]);
  }
  return { command, options };
}

async function main(argv) {
  const { command, options } = parseArgs(argv);
  const storage = localStorage();
  const source = sourceState();
  if (command === 'release') {
    const remote = remoteName(options.positional[0]);
    const sourceDir = options.from ? path.resolve(options.from) : build(remote);
    const entry = await release(storage, remote, {
      sourceDir,
      version: appVersion(remote),
      source,
    });
    console.log(
      [
        `Release di ${remote} ${entry.id} live${entry.reused ? ' (stessa build già archiviata)' : ''}.`,
        `  cartella:  ${entry.folder}`,
        `  manifest:  ${entry.manifestUrl}`,
        `  prima:     ${entry.previousUrl}`,
        "Il prossimo caricamento della pagina usa la nuova versione; l'host non è stato ricostruito.",
      ].join('\n'),
    );
  } else if (command === 'rollback') {
    const remote = remoteName(options.positional[0]);
    const entry = await rollback(storage, remote, { source });
    console.log(
      [
        `Rollback di ${remote}: ${entry.undone} annullata, torna live ${entry.id ?? 'la build di base'}.`,
        `  manifest:  ${entry.manifestUrl}`,
      ].join('\n'),
    );
  } else if (command === 'restore') {
    const lines = await restore(storage);
    console.log(
      lines.length > 0 ? lines.join('\n') : 'Nessuna release registrata: restano le build di base.',
    );
  } else if (command === 'releases') {
    const only = options.positional[0] ? remoteName(options.positional[0]) : undefined;
    console.log(await describe(storage, only));
  } else {
    throw new ReleaseError(
      'Uso: release.mjs release|rollback <remoto> [--from <cartella>] | releases [<remoto>] | restore',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}
