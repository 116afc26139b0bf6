import { spawn, type ChildProcess } from 'node:child_process';

export type Logger = (line: string) => void;

/** A child process in its own process group, so stopping it stops everything it started. */
export type Service = { name: string; child: ChildProcess; stop: () => Promise<void> };

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (code && !signal) process.stderr.write(`[${name}] uscito con codice ${code}\n${stderr}\n`);
  });
  return {
    name,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        return;
      }
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([exited, timeout]);
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

/** Resolves when the URL answers with any HTTP status; rejects after `seconds`. */
export async function waitForUrl(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`Nessuna risposta da ${url} dopo ${seconds} s`);
}

/** Runs a command to completion; rejects with its output tail when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) → ${code}\n${output}`));
    });
  });
}

/**
 * Runs `cleanup` (synchronous: nothing else runs at that point) if this process exits or is
 * interrupted before release() is called; a signal then still terminates the process as usual.
 */
export function cleanupOnExit(cleanup: () => void): { release: () => void } {
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    cleanup();
    // Nobody else handles it: let the signal terminate the process as usual.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const release = () => {
    process.off('exit', cleanup);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', cleanup);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { release };
}
