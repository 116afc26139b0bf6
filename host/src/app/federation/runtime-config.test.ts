import { http, HttpResponse, server } from '@colleghi/shared/testing';
import { loadRuntimeConfig, parseRuntimeConfig, runtimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('takes the API base and every remote URL from config.json', () => {
    const config = parseRuntimeConfig({
      apiBase: 'https://api.example.it/api/',
      remotes: {
        activities: 'https://a.example.it/mf-manifest.json',
        agenda: 'https://b.example.it/mf-manifest.json',
        account: 'https://c.example.it/mf-manifest.json',
        learning: 'https://d.example.it/mf-manifest.json',
        records: 'https://e.example.it/mf-manifest.json',
      },
    });
    expect(config.apiBase).toBe('https://api.example.it/api/');
    expect(config.remotes.agenda).toBe('https://b.example.it/mf-manifest.json');
    expect(config.remotes.records).toBe('https://e.example.it/mf-manifest.json');
    expect(config.paymentKeys).toEqual({ stripePublishableKey: null, paypalClientId: null });
  });

  it("keeps the remotes in config.json's order (the route table's), the missing ones last", () => {
    const config = parseRuntimeConfig({
      remotes: {
        learning: 'https://d.example.it/mf-manifest.json',
        agenda: 'https://b.example.it/mf-manifest.json',
      },
    });
    expect(Object.keys(config.remotes)).toEqual([
      'learning',
      'agenda',
      'activities',
      'account',
      'records',
    ]);
  });

  it("passes on the payment providers' public keys when configured", () => {
    const config = parseRuntimeConfig({ stripePublishableKey: ' pk_live_1 ', paypalClientId: '' });
    expect(config.paymentKeys).toEqual({ stripePublishableKey: 'pk_live_1', paypalClientId: null });
  });

  it('falls back per entry when a value is missing or of the wrong type', () => {
    const config = parseRuntimeConfig({
      apiBase: 42,
      remotes: { agenda: 'https://x/mf.json', account: null },
    });
    expect(config.apiBase).toBe('http://localhost:8000/api/');
    expect(config.remotes.agenda).toBe('https://x/mf.json');
    expect(config.remotes.account).toBe('http://localhost:3003/mf-manifest.json');
    expect(parseRuntimeConfig('nonsense').remotes.learning).toBe(
      'http://localhost:3004/mf-manifest.json',
    );
    expect(parseRuntimeConfig('nonsense').remotes.records).toBe(
      'http://localhost:3005/mf-manifest.json',
    );
  });

  it('reads /config.json fresh, and survives a server that does not answer properly', async () => {
    server.use(
      http.get('http://localhost/config.json', () =>
        HttpResponse.json({
          apiBase: 'http://api.test/api/',
          remotes: { agenda: 'http://agenda.test/mf-manifest.json' },
        }),
      ),
    );
    const config = await loadRuntimeConfig();
    expect(config.apiBase).toBe('http://api.test/api/');
    expect(config.remotes.agenda).toBe('http://agenda.test/mf-manifest.json');

    server.use(
      http.get('http://localhost/config.json', () => new HttpResponse(null, { status: 500 })),
    );
    expect((await loadRuntimeConfig()).apiBase).toBe('http://localhost:8000/api/');
  });

  it('reads it once per page load: the entry starts the read, the bootstrap takes it', async () => {
    let reads = 0;
    server.use(
      http.get('http://localhost/config.json', () => {
        reads += 1;
        return HttpResponse.json({ apiBase: 'http://api.test/api/' });
      }),
    );
    const started = runtimeConfig();
    expect(await runtimeConfig()).toBe(await started);
    expect((await started).apiBase).toBe('http://api.test/api/');
    expect(reads).toBe(1);
  });
});
