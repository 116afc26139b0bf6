import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { DEMO_PASSWORD, LAWYER_EMAIL } from '../helpers/http';
import type { ApiProcess } from '../helpers/process';
import {
  PROCESS_TIMEOUT_MS,
  connectionsRefused,
  seededDatabase,
  spawnApi,
} from '../helpers/process';

/**
 * The compiled server (`pnpm start`) stops on SIGTERM the way a load balancer's rolling restart
 * needs: the request in flight finishes, new connections are refused, the database is closed
 * (the PGlite folder is let go of) and the exit code is 0. On the suite's database: a PGlite
 * folder, or a fresh database on TEST_DATABASE_URL's server.
 */
jest.setTimeout(PROCESS_TIMEOUT_MS);
let api: ApiProcess | null = null;
let database: Awaited<ReturnType<typeof seededDatabase>> | null = null;

beforeAll(async () => {
  database = await seededDatabase();
  api = await spawnApi(database.env);
  await api.ready();
});

afterAll(async () => {
  await api?.kill();
  await database?.cleanup();
});

/** The raw answer read from a socket until the server closes it or a full response arrived. */
function collect(socket: net.Socket) {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return {
    text: () => text,
    /** Resolves once `pattern` appears in what was received. */
    until: (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) {
            socket.off('data', check);
            resolve(text);
          }
        };
        socket.on('data', check);
        socket.once('close', () => (pattern.test(text) ? resolve(text) : reject(new Error(text))));
        check();
      }),
  };
}

it('SIGTERM lets the request in flight finish, refuses new connections and exits 0', async () => {
  const server = api!;
  const body = JSON.stringify({ email: LAWYER_EMAIL, password: DEMO_PASSWORD });
  const socket = net.connect({ port: server.port, host: '127.0.0.1' });
  const received = collect(socket);
  // Expect: 100-continue: the server's "100 Continue" says it has the request in hand (headers
  // read, request dispatched) and waits for its body, which is only sent after the SIGTERM.
  socket.write(
    'POST /api/auth/login/ HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${server.port}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  await received.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);

  server.child.kill('SIGTERM');
  await connectionsRefused(server.port);
  socket.write(body);

  const answer = await received.until(/\r\n\r\n\{.*\}$/s);
  const final = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  expect(final).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(JSON.parse(final.slice(final.indexOf('\r\n\r\n') + 4))).toEqual({
    key: expect.stringMatching(/^[0-9a-f]{40}$/),
  });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('SIGTERM: arresto in corso');
  // Drained, not cut: no connection (our keep-alive one included) waited for the time limit.
  expect(server.output()).not.toContain('Tempo di arresto scaduto');
  const dataDir = database!.env.DATA_DIR;
  if (dataDir) expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
});
