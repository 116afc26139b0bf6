import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** An extra static server of one app's build, which a test can stop and start at will. */
export class StaticServer {
  private child: ChildProcess | null = null;

  constructor(
    private readonly app: string,
    readonly port: number,
    /** The build folder inside the app: dist, or dist-skew for the version-skew build. */
    private readonly dist = 'dist',
  ) {}

  get manifestUrl(): string {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'node',
      ['scripts/serve-static.mjs', `${this.app}/${this.dist}`, String(this.port)],
      {
        cwd: root,
        stdio: 'ignore',
      },
    );
    // Up to 20 s: loading the server's libraries takes a few seconds on a busy machine.
    for (let i = 0; i < 200; i += 1) {
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`static server for ${this.app} did not start on ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  private async answers(): Promise<boolean> {
    try {
      await fetch(this.manifestUrl);
      return true;
    } catch {
      return false;
    }
  }
}
