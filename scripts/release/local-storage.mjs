// Where releases live and what the host reads, on the local disk: the layout `npm start` serves.
// A bucket or CDN implementation has the same methods (docs/ARCHITECTURE.md, "Releasing one
// remote"): the release tool only talks to this interface.
//
//   releases/<remote>/<id>/       one immutable copy of a remote's build per release
//   releases/.history.jsonl       every release and rollback, one JSON object a line
//   host/dist/config.json         the live table remote → manifest URL (replaced atomically)
//   host/dist/mf-manifest.json    what the live host provides (read only)
//
// Dot files are not served by scripts/serve-static.mjs, so the history and the copies under way
// stay private.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A digest of a folder's files (paths and bytes), to tell an identical build from another. */
export function folderDigest(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (sub) => {
    const entries = fs
      .readdirSync(path.join(dir, sub), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relative = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) {
        hash.update(`${relative}\0`);
        hash.update(fs.readFileSync(path.join(dir, relative)));
        hash.update('\0');
      }
    }
  };
  walk('');
  return hash.digest('hex');
}

export class LocalStorage {
  /**
   * @param {{ releasesDir: string, hostDir: string, releasesUrl: string }} options
   *   releasesUrl: the public address `releasesDir` is served at (ending in /).
   */
  constructor({ releasesDir, hostDir, releasesUrl }) {
    this.releasesDir = releasesDir;
    this.hostDir = hostDir;
    this.releasesUrl = releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`;
  }

  get historyFile() {
    return path.join(this.releasesDir, '.history.jsonl');
  }

  releaseDir(remote, id) {
    return path.join(this.releasesDir, remote, id);
  }

  /** The digest of a stored release, or null when there is none with that id. */
  async releaseDigest(remote, id) {
    const dir = this.releaseDir(remote, id);
    return fs.existsSync(dir) ? folderDigest(dir) : null;
  }

  /**
   * Copies a build into releases/<remote>/<id>/, whole or not at all: into a hidden folder first,
   * then renamed. An existing release is never written over.
   */
  async putRelease(remote, id, sourceDir) {
    const target = this.releaseDir(remote, id);
    if (fs.existsSync(target)) throw new Error(`la release ${remote}/${id} esiste già`);
    const staging = path.join(this.releasesDir, remote, `.${id}.${process.pid}.tmp`);
    fs.mkdirSync(path.dirname(staging), { recursive: true });
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(sourceDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }

  /** The URL the host loads the release's manifest from. */
  manifestUrl(remote, id) {
    return new URL(`${remote}/${id}/mf-manifest.json`, this.releasesUrl).href;
  }

  /** The manifest of a stored release. */
  async readReleaseManifest(remote, id) {
    return readJson(
      path.join(this.releaseDir(remote, id), 'mf-manifest.json'),
      `mf-manifest.json della release ${remote} ${id}`,
    );
  }

  get lockFile() {
    return path.join(this.releasesDir, '.lock');
  }

  /**
   * Takes the releases lock, so that two releases or rollbacks never interleave (each reads
   * config.json and the history, then writes them). The lock file is created exclusively and
   * names its holder; one left by a process that no longer runs is taken over. Returns
   * `{ unlock }`, or `{ holder }` when another running process holds it.
   */
  async acquireLock(owner) {
    fs.mkdirSync(this.releasesDir, { recursive: true });
    const record = JSON.stringify({ pid: process.pid, owner, time: new Date().toISOString() });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        fs.writeFileSync(this.lockFile, record, { flag: 'wx' });
        return { unlock: () => fs.rmSync(this.lockFile, { force: true }) };
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      const holder = readLock(this.lockFile);
      if (holder && isRunning(holder.pid)) return { holder };
      fs.rmSync(this.lockFile, { force: true }); // left by a process that ended
    }
    return { holder: readLock(this.lockFile) ?? { owner: 'sconosciuto' } };
  }

  async readHostManifest() {
    return readJson(path.join(this.hostDir, 'mf-manifest.json'), "mf-manifest.json dell'host");
  }

  async readConfig() {
    return readJson(path.join(this.hostDir, 'config.json'), "config.json dell'host");
  }

  /**
   * Replaces config.json in one step: written whole to a hidden file of the same folder, then
   * renamed over it, so the server never serves half a file.
   */
  async writeConfig(config) {
    const file = path.join(this.hostDir, 'config.json');
    const temp = path.join(this.hostDir, `.config.json.${process.pid}.tmp`);
    fs.writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`);
    fs.renameSync(temp, file);
  }

  async readHistory() {
    if (!fs.existsSync(this.historyFile)) return [];
    return fs
      .readFileSync(this.historyFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line));
  }

  async appendHistory(entry) {
    fs.mkdirSync(this.releasesDir, { recursive: true });
    fs.appendFileSync(this.historyFile, `${JSON.stringify(entry)}\n`);
  }
}

function readJson(file, what) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${what} non trovato (${file}): serve una build dell'host`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} non è JSON valido (${file}): ${error.message}`);
  }
}

function readLock(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
