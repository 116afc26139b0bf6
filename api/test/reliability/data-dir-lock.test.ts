import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '../../src/db/data-dir-lock';

/**
 * The PGlite folder lock on its own (pglite-folder-lock.test.ts runs it with real processes):
 * who counts as still holding a folder.
 */
let dir = '';
const lockFile = () => path.join(dir, LOCK_FILE_NAME);
const writeOwner = (pid: number, host = os.hostname()) =>
  fs.writeFileSync(lockFile(), JSON.stringify({ pid, host }));
const owner = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8'));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-api-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('takes a free folder, refuses a second take in the same process, and lets go', () => {
  const release = lockDataDir(dir);
  expect(owner()).toEqual({ pid: process.pid, host: os.hostname() });
  expect(() => lockDataDir(path.join(dir, '.'))).toThrow(DataDirInUseError);
  release();
  expect(fs.readdirSync(dir)).toEqual([]);
  lockDataDir(dir)();
});

it('refuses a folder a live process holds, naming the folder, the pid and the lock file', () => {
  writeOwner(process.ppid);
  expect(() => lockDataDir(dir)).toThrow(
    `La cartella dati PGlite ${dir} è già in uso dal processo ${process.ppid}:`,
  );
  expect(() => lockDataDir(dir)).toThrow(`elimina ${lockFile()}.`);
  expect(owner()).toEqual({ pid: process.ppid, host: os.hostname() });
  // Nothing else was left in the folder.
  expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
});

it('takes over a lock whose process is gone, or that names this pid from a previous life', () => {
  const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
  writeOwner(gone);
  const release = lockDataDir(dir);
  expect(owner()).toEqual({ pid: process.pid, host: os.hostname() });
  release();

  // A container restarted after a crash: the same pid, but this process never took the folder.
  writeOwner(process.pid);
  lockDataDir(dir)();
  expect(fs.existsSync(lockFile())).toBe(false);
});

it('refuses a lock held from another machine (its process cannot be checked)', () => {
  writeOwner(1, 'altra-macchina');
  expect(() => lockDataDir(dir)).toThrow('dal processo 1 sulla macchina altra-macchina:');
});

it('lets go of a lock another process took over, without removing it', () => {
  const release = lockDataDir(dir);
  writeOwner(process.ppid);
  release();
  expect(owner()).toEqual({ pid: process.ppid, host: os.hostname() });
});
