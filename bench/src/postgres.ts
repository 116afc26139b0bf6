import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cleanupOnExit } from './processes';

/** A PostgreSQL cluster made for one benchmark run, in a temporary folder. */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  /** Stops the server and removes the folder; safe to call more than once. */
  stop(): void;
}

/** The newest Debian cluster binaries (/usr/lib/postgresql/N/bin), or pg_config's, or none. */
function findBinDir(): string | null {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => fs.existsSync(path.join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(debian, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return fs.existsSync(path.join(dir, 'initdb')) ? dir : null;
  } catch {
    return null;
  }
}

/** A port nobody listens on right now, chosen by the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb refuses to run as root: as root, the cluster belongs to the `postgres` user (which the
 * Debian package creates) and its commands run through runuser.
 */
function commandRunner(folder: string) {
  if (process.getuid?.() !== 0) {
    return (binary: string, args: string[]) => ({ command: binary, args });
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  fs.chownSync(folder, uid, gid);
  return (binary: string, args: string[]) => ({
    command: 'runuser',
    args: ['-u', 'postgres', '--', binary, ...args],
  });
}

/**
 * Creates and starts a cluster on a spare port when PostgreSQL's server binaries are installed
 * (null otherwise): the API migrates and seeds it at its first start, like PGlite's folder.
 */
export async function startThrowawayPostgres(
  log: (line: string) => void,
): Promise<ThrowawayPostgres | null> {
  const binDir = findBinDir();
  if (!binDir) return null;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-bench-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const runner = commandRunner(folder);
  const runChecked = (binary: string, args: string[]) => {
    const { command, args: fullArgs } = runner(path.join(binDir, binary), args);
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${binary} non riuscito (${result.status}): ${result.stderr || result.stdout}`,
      );
    }
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    safetyNet.release();
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const { command, args } = runner(path.join(binDir, 'pg_ctl'), [
        '-D',
        dataDir,
        '-m',
        'fast',
        '-w',
        'stop',
      ]);
      spawnSync(command, args, { encoding: 'utf8' });
    }
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  const safetyNet = cleanupOnExit(stop);
  try {
    log(`PostgreSQL usa e getta in ${folder} (porta ${port}, binari in ${binDir})…`);
    runChecked('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
    runChecked('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
