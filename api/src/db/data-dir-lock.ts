import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file, inside the PGlite data folder, that names the process using it. */
export const LOCK_FILE_NAME = 'colleghi-api.lock';

interface LockOwner {
  pid: number;
  host: string;
}

/** Folders this process holds: a second open from the same process is refused too. */
const held = new Set<string>();

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host };
    }
    return null;
  } catch {
    // Removed meanwhile, or not ours to read: try again.
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded owner may still be using the folder. Our own pid without the folder in
 * `held` is a previous life of this pid (a container restarted after a crash); a process on
 * another machine (a shared disk) cannot be checked, so it counts as alive.
 */
function ownerActive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return false;
  return isAlive(owner.pid);
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner, lockFile: string) {
    const where = owner.host === os.hostname() ? '' : ` sulla macchina ${owner.host}`;
    super(
      `La cartella dati PGlite ${dataDir} è già in uso dal processo ${owner.pid}${where}: ` +
        'PGlite ammette un solo processo per cartella. Ferma quel processo, oppure avvia questo ' +
        'con un’altra DATA_DIR o con DATABASE_URL (un server PostgreSQL, per più processi). ' +
        `Se quel processo non è l’API, elimina ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Puts the lock file in place; false when there already is one. */
function claim(draft: string, file: string, content: string): boolean {
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
  }
  // A file system without hard links: create it in place ('wx': only if it does not exist).
  try {
    fs.writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the folder for this process, or throws DataDirInUseError naming it. The lock file holds
 * the owner's pid; one left by a process that died (a crash, a SIGKILL) is taken over. The
 * returned function lets go of it (also done when the process exits without calling it).
 */
export function lockDataDir(folder: string): () => void {
  const dataDir = path.resolve(folder);
  const file = path.join(dataDir, LOCK_FILE_NAME);
  if (held.has(dataDir)) {
    throw new DataDirInUseError(dataDir, { pid: process.pid, host: os.hostname() }, file);
  }
  const me = JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockOwner);
  // Written aside, then linked into place: the lock file never exists half written, and of two
  // processes linking at once exactly one succeeds.
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, me);
  try {
    while (!claim(draft, file, me)) {
      const owner = readOwner(file);
      if (owner && ownerActive(owner)) throw new DataDirInUseError(dataDir, owner, file);
      // Left by a process that is gone: remove it and race for the folder again.
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  held.add(dataDir);
  const release = () => {
    if (!held.delete(dataDir)) return;
    process.off('exit', release);
    // Only our own lock: never one another process took after ours was judged stale.
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === me) fs.rmSync(file);
  };
  process.on('exit', release);
  return release;
}
