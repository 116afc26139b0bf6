import type { ApiProcess } from '../helpers/process';
import { PROCESS_TIMEOUT_MS, seededDatabase, spawnApi } from '../helpers/process';

/**
 * NODE_ENV=production refuses what would be unsafe there, in one line and with exit code 1,
 * before touching the database: a payment method falling back to the offline sandbox (which
 * gives subscriptions away for a test card) unless PAYMENTS=sandbox asks for it, and the
 * development mailbox. The compiled server, as `pnpm start` runs it.
 */
jest.setTimeout(PROCESS_TIMEOUT_MS);
let database: Awaited<ReturnType<typeof seededDatabase>> | null = null;
const started: ApiProcess[] = [];

/** No payment keys, whatever the environment running the tests holds. */
const NO_KEYS = { STRIPE_SECRET_KEY: '', PAYPAL_CLIENT_ID: '', PAYPAL_SECRET: '', PAYMENTS: '' };
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', PAYPAL_CLIENT_ID: 'id', PAYPAL_SECRET: 'secret' };

beforeAll(async () => {
  database = await seededDatabase();
});

// One process at a time on the PGlite folder: the one a test started is gone before the next.
afterEach(async () => {
  for (const api of started.splice(0)) await api.kill();
});

afterAll(async () => {
  await database?.cleanup();
});

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await spawnApi({
    ...database!.env,
    EXPOSE_OUTBOX: '',
    OUTBOX_KEY: '',
    // The e-mail settings are mail-relay.test.ts's: here, production starts without SMTP.
    SMTP_URL: '',
    MAIL: 'disabled',
    ...NO_KEYS,
    ...env,
  });
  started.push(api);
  return api;
}

/** Exits (the code) or comes up ('listening'). */
async function outcome(api: ApiProcess): Promise<number | null | 'listening'> {
  return Promise.race([
    api.exited,
    api.ready().then(
      () => 'listening' as const,
      () => api.exited,
    ),
  ]);
}

/** What the process printed, without the blank lines. */
const lines = (api: ApiProcess) => api.output().split('\n').filter(Boolean);

describe('NODE_ENV=production', () => {
  it('refuses to start without payment keys, naming them in one line', async () => {
    const api = await start({ NODE_ENV: 'production' });
    expect(await outcome(api)).toBe(1);
    expect(lines(api)).toEqual([
      'Avvio rifiutato con NODE_ENV=production: mancano STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID, ' +
        'PAYPAL_SECRET e i pagamenti passerebbero dal provider di prova (sandbox); imposta le ' +
        'chiavi, oppure PAYMENTS=sandbox per usare apposta il provider di prova.',
    ]);
  });

  it('names only the missing key when one provider is configured', async () => {
    const api = await start({ NODE_ENV: 'production', ...KEYS, PAYPAL_SECRET: '' });
    expect(await outcome(api)).toBe(1);
    expect(lines(api)).toHaveLength(1);
    expect(api.output()).toContain('mancano PAYPAL_SECRET e i pagamenti');
  });

  it('refuses the development mailbox, even with the sandbox asked for', async () => {
    const api = await start({ NODE_ENV: 'production', PAYMENTS: 'sandbox', EXPOSE_OUTBOX: '1' });
    expect(await outcome(api)).toBe(1);
    expect(lines(api)).toEqual([
      'Avvio rifiutato con NODE_ENV=production: EXPOSE_OUTBOX pubblica la casella di sviluppo ' +
        'con le e-mail di tutti gli utenti; toglilo.',
    ]);
  });

  it('refuses to start without SMTP_URL, unless MAIL=disabled asks for it', async () => {
    const refused = await start({ NODE_ENV: 'production', PAYMENTS: 'sandbox', MAIL: '' });
    expect(await outcome(refused)).toBe(1);
    expect(lines(refused)).toEqual([
      'Avvio rifiutato con NODE_ENV=production: manca SMTP_URL e nessuna e-mail partirebbe ' +
        '(reimpostazioni della password, password generate); imposta SMTP_URL, oppure ' +
        'MAIL=disabled per avviare apposta senza inviare e-mail.',
    ]);
    await refused.kill();
    const disabled = await start({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
    expect(await outcome(disabled)).toBe('listening');
  });

  it('starts with PAYMENTS=sandbox (the sandbox asked for explicitly)', async () => {
    const api = await start({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
    expect(await outcome(api)).toBe('listening');
  });

  it('starts with every payment key set', async () => {
    const api = await start({ NODE_ENV: 'production', ...KEYS });
    expect(await outcome(api)).toBe('listening');
  });
});

describe('outside production (the demo, development)', () => {
  it('starts on the sandbox with no key and with the development mailbox', async () => {
    const api = await start({ NODE_ENV: 'development', EXPOSE_OUTBOX: '1' });
    expect(await outcome(api)).toBe('listening');
    expect((await fetch(`${api.baseUrl}dev/outbox/?to=a@b.it`)).status).toBe(200);
  });

  it('says once, in one line, that e-mails with secrets cannot go without OUTBOX_KEY', async () => {
    const api = await start({ NODE_ENV: 'development' });
    expect(await outcome(api)).toBe('listening');
    expect(lines(api).filter((line) => line.includes('OUTBOX_KEY'))).toEqual([
      'OUTBOX_KEY non impostata: le e-mail con password generate o link di reimpostazione ' +
        'restano nella outbox senza il segreto e non possono essere recapitate.',
    ]);
  });

  it('says once, in one line, that no e-mail is sent without SMTP_URL', async () => {
    const api = await start({ NODE_ENV: 'development', MAIL: '' });
    expect(await outcome(api)).toBe('listening');
    expect(lines(api).filter((line) => line.includes('SMTP_URL'))).toEqual([
      'SMTP_URL non impostata: il relay della posta non parte e le e-mail restano in attesa ' +
        'nella outbox (npm start avvia MailDev e la imposta).',
    ]);
  });

  it('refuses a malformed OUTBOX_KEY in one line', async () => {
    const api = await start({ NODE_ENV: 'development', OUTBOX_KEY: 'segreto' });
    expect(await outcome(api)).toBe(1);
    expect(lines(api)).toEqual([
      'Avvio rifiutato: OUTBOX_KEY non è valida; servono 32 byte, scritti come 64 cifre ' +
        'esadecimali o in base64 (per esempio: openssl rand -base64 32).',
    ]);
  });
});
