import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaypalRestProvider } from '../src/payments/paypal';
import { ProviderError } from '../src/payments/provider';
import { StripeProvider } from '../src/payments/stripe';

/**
 * The real providers' refunds against a local stand-in of their REST APIs: two requests that
 * find one refund due at once (two polls of a card intent) must not refund twice, and the
 * provider's "already refunded" is not an error for the caller.
 */
interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let base: string;
let seen: Seen[];
let answer: (path: string, headers: IncomingHttpHeaders) => { status: number; body: object };

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      seen.push({ path, headers: request.headers });
      const { status, body } = path.startsWith('/v1/oauth2/token')
        ? { status: 200, body: { access_token: 'prova', expires_in: 3600 } }
        : answer(path, request.headers);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answer = () => ({ status: 200, body: {} });
});

const refundCalls = () => seen.filter((call) => !call.path.startsWith('/v1/oauth2/token'));

describe('Stripe refunds', () => {
  const stripe = () => new StripeProvider('sk_test_prova', base);

  it('send one idempotency key per intent, the same on every attempt', async () => {
    await Promise.all([stripe().refund('pi_123'), stripe().refund('pi_123')]);
    await stripe().refund('pi_456');
    expect(refundCalls().map((call) => [call.path, call.headers['idempotency-key']])).toEqual([
      ['/v1/refunds', 'refund-pi_123'],
      ['/v1/refunds', 'refund-pi_123'],
      ['/v1/refunds', 'refund-pi_456'],
    ]);
  });

  it('take "already refunded" as done, and any other refusal as an error', async () => {
    answer = () => ({
      status: 400,
      body: { error: { code: 'charge_already_refunded', message: 'Already refunded' } },
    });
    await expect(stripe().refund('pi_123')).resolves.toBeUndefined();
    answer = () => ({
      status: 400,
      body: { error: { code: 'amount_too_large', message: 'Importo troppo alto' } },
    });
    const refused = stripe().refund('pi_123');
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toMatchObject({
      message: 'Importo troppo alto',
      code: 'amount_too_large',
    });
  });
});

describe('PayPal refunds', () => {
  const paypal = () => new PaypalRestProvider('client', 'secret', base);

  it('send one request id per capture, the same on every attempt', async () => {
    const provider = paypal();
    await Promise.all([provider.refund('CAP-1'), provider.refund('CAP-1')]);
    expect(refundCalls().map((call) => [call.path, call.headers['paypal-request-id']])).toEqual([
      ['/v2/payments/captures/CAP-1/refund', 'refund-CAP-1'],
      ['/v2/payments/captures/CAP-1/refund', 'refund-CAP-1'],
    ]);
  });

  it('take "capture fully refunded" as done, and any other refusal as an error', async () => {
    const provider = paypal();
    answer = () => ({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
    });
    await expect(provider.refund('CAP-1')).resolves.toBeUndefined();
    answer = () => ({
      status: 422,
      body: { message: 'Rimborso rifiutato', details: [{ issue: 'REFUND_TIME_LIMIT_EXCEEDED' }] },
    });
    const refused = provider.refund('CAP-1');
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toMatchObject({
      message: 'Rimborso rifiutato',
      code: 'REFUND_TIME_LIMIT_EXCEEDED',
    });
  });
});
