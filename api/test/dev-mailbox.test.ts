import type { Api } from './helpers/http';
import { client } from './helpers/http';
import type { TestServer } from './helpers/server';
import { startTestServer } from './helpers/server';

let server: TestServer;
let api: Api;

afterEach(() => server.close());

describe('development mailbox', () => {
  it('is not served unless the server is started with it', async () => {
    server = await startTestServer();
    api = client(server.baseUrl);
    const response = await api('dev/outbox/?to=avvocato@demo.colleghi.it');
    expect(response.status).toBe(404);
  });

  it('lists the e-mails sent to one address, newest first', async () => {
    server = await startTestServer({ exposeOutbox: true });
    api = client(server.baseUrl);
    expect((await api('dev/outbox/')).status).toBe(400);
    await api('auth/password/reset/', { body: { email: 'avvocato@demo.colleghi.it' } });
    const response = await api('dev/outbox/?to=Avvocato@Demo.Colleghi.it');
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(1);
    expect(response.body.results[0].to).toBe('avvocato@demo.colleghi.it');
    expect(response.body.results[0].body).toContain('http://localhost:3000');
    expect((await api('dev/outbox/?to=nessuno@example.it')).body.count).toBe(0);
  });
});
