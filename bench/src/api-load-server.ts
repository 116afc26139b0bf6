import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { cleanupOnExit } from './processes';

/** One API process started by the benchmark (`pnpm start` in api/, in its own process group). */
export interface ApiServer {
  /** `http://127.0.0.1:<port>/api/`, with the trailing slash. */
  baseUrl: string;
  /** Stops the whole process group (pnpm, tsx, node); safe to call more than once. */
  stop(): Promise<void>;
  /** The resident memory of the child's session (pnpm, its shell and the API's node), bytes. */
  rss(): number;
}

export interface StartApiOptions {
  apiDir: string;
  port: number;
  /** The complete environment of the child (PORT and HOST are set here). */
  env: NodeJS.ProcessEnv;
  /** Readiness limit: the first start seeds ~7900 municipalities. */
  readyTimeoutMs?: number;
  /** A folder of the run (the PGlite DATA_DIR) removed once the API is stopped, or killed. */
  removeOnStop?: string;
  log?: (line: string) => void;
}

const OUTPUT_LINES_KEPT = 60;
const STOP_GRACE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Blocks the thread: the only way to wait inside an 'exit' or signal listener. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether something already accepts connections on 127.0.0.1:port. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the group is still alive (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts the API and resolves once `GET subjects/` answers 200. On any failure the process group
 * is killed before the error (which carries the last lines the API printed) is thrown.
 */
export async function startApi(options: StartApiOptions): Promise<ApiServer> {
  const { apiDir, port, log = () => {} } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const baseUrl = `http://127.0.0.1:${port}/api/`;
  if (await portInUse(port)) {
    throw new Error(`La porta ${port} è già occupata: ferma il processo che la usa e riprova.`);
  }

  const child = spawn('pnpm', ['start'], {
    cwd: apiDir,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid;
  if (pgid === undefined) {
    await new Promise((resolve) => child.once('error', resolve));
    throw new Error(`Impossibile avviare "pnpm start" in ${apiDir}.`);
  }

  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  child.once('exit', (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });

  const removeFolder = () => {
    if (options.removeOnStop) {
      fs.rmSync(options.removeOnStop, { recursive: true, force: true, maxRetries: 3 });
    }
  };
  // Safety net: the child is in its own group, so neither Ctrl-C nor our exit reach it.
  const safetyNet = cleanupOnExit(() => {
    signalGroup(pgid, 'SIGKILL');
    if (!options.removeOnStop) return;
    sleepSync(300); // The killed processes let go of the folder.
    removeFolder();
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signalGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
    if (groupAlive(pgid)) {
      log(`L'API sulla porta ${port} non si è fermata in tempo: SIGKILL.`);
      signalGroup(pgid, 'SIGKILL');
      while (groupAlive(pgid)) await sleep(50);
    }
    safetyNet.release();
    removeFolder();
  };

  const describeOutput = () => `Ultime righe dell'API:\n${output.join('\n')}`;
  try {
    const started = Date.now();
    for (;;) {
      if (exitCode !== undefined) {
        throw new Error(`L'API è terminata all'avvio (codice ${exitCode}). ${describeOutput()}`);
      }
      if (Date.now() - started > readyTimeoutMs) {
        throw new Error(
          `L'API non ha risposto su ${baseUrl}subjects/ entro ${readyTimeoutMs / 1000} s. ${describeOutput()}`,
        );
      }
      try {
        const response = await fetch(`${baseUrl}subjects/`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      await sleep(500);
    }
    log(`API pronta su ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, rss: () => sessionRss(pgid) };
}

/**
 * The summed VmRSS of the processes of session `sid` (Linux /proc), bytes: the detached child
 * leads its session, and pnpm puts the script it runs in a process group of its own.
 */
function sessionRss(sid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name (in parentheses): state, ppid, pgrp, session…
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[3]) !== sid) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

const DEMO_EMAIL = 'avvocato@demo.colleghi.it';
const DEMO_PASSWORD = 'Colleghi2026';

/** A session key for the demo lawyer; take it once per run (the login is rate-limited). */
export async function signInDemoLawyer(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const text = await response.text();
  const key = response.ok ? (JSON.parse(text) as { key?: unknown }).key : undefined;
  if (typeof key !== 'string') {
    throw new Error(`Accesso di ${DEMO_EMAIL} non riuscito (HTTP ${response.status}): ${text}`);
  }
  return key;
}
