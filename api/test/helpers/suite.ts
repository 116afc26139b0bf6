import type { RateLimitSettings } from '../../src/context';
import { tokenFor } from './activities';
import type { Api } from './http';
import { client } from './http';
import type { ServerOptions, TestServer } from './server';
import { startTestServer } from './server';

const GENEROUS = { max: 1_000_000, windowMs: 60_000 };

/** Rate limits no test reaches: for files that send hundreds of refused requests on purpose. */
export const UNREACHED_RATE_LIMITS: Partial<RateLimitSettings> = {
  accountMax: 1_000_000,
  ipMax: 1_000_000,
  couponIp: GENEROUS,
  resetIp: GENEROUS,
  resetAddress: GENEROUS,
  lightRegisterIp: GENEROUS,
  registerIp: GENEROUS,
  unsubscribeIp: GENEROUS,
};

/**
 * The frame of an API test file: one server for the file (started before all its tests, closed
 * after them), reset to the seeded state before each test. `server` and `api` exist at once and
 * are filled in when the server starts, so a file takes them at its top level:
 * `const { server, api } = setupTestServer();`. Hooks the file adds run after these.
 */
export function setupTestServer(options: ServerOptions = {}): { server: TestServer; api: Api } {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options));
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  return { server, api: client(() => server.baseUrl) };
}

/**
 * Session keys of accounts by name (`{ giulia: GIULIA }` → `tokens.giulia`), made again before
 * each test, after the reset has dropped the previous ones. Call it after setupTestServer.
 */
export function setupTokens<Name extends string>(
  server: TestServer,
  emails: Record<Name, string>,
): Record<Name, string> {
  const tokens = {} as Record<Name, string>;
  beforeEach(async () => {
    for (const [name, email] of Object.entries(emails) as [Name, string][]) {
      tokens[name] = await tokenFor(server, email);
    }
  });
  return tokens;
}
