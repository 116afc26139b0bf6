import type { RequestBody, Subscription, User } from '@colleghi/api-contract';
import {
  HttpResponse,
  apiUrl,
  http,
  makePaymentRecord,
  makeSubscription,
  server,
} from '@colleghi/shared/testing';

export interface ActivateRecord {
  calls: {
    typeId: string;
    body: RequestBody<'/api/payment-types/{id}/activate/', 'post'>;
    authorization: string | null;
  }[];
}

/** POST payment-types/{id}/activate/ answering 201 with `subscription` (or the given error). */
export function serveActivate(
  user: User,
  {
    subscription = makeSubscription({ id: 902 }),
    error,
    hold,
  }: {
    subscription?: Subscription;
    error?: { status: number; body: Record<string, unknown> };
    /** The answer waits for this promise (to look at the page while activating). */
    hold?: Promise<void>;
  } = {},
): ActivateRecord {
  const record: ActivateRecord = { calls: [] };
  server.use(
    http.post(apiUrl('payment-types/:typeId/activate/'), async ({ params, request }) => {
      record.calls.push({
        typeId: String(params.typeId),
        body: (await request.json()) as RequestBody<'/api/payment-types/{id}/activate/', 'post'>,
        authorization: request.headers.get('Authorization'),
      });
      if (hold) await hold;
      if (error) return HttpResponse.json(error.body, { status: error.status });
      return HttpResponse.json(
        {
          subscription,
          payment: makePaymentRecord({ subscription_id: subscription.id }),
          user: { ...user, subscriptions: [subscription] },
        },
        { status: 201 },
      );
    }),
  );
  return record;
}

export interface HandoffRecord {
  calls: { body: Record<string, unknown>; authorization: string | null }[];
}

function serveHandoffCall(
  path: string,
  answer: { status?: number; body: Record<string, unknown> },
): HandoffRecord {
  const record: HandoffRecord = { calls: [] };
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      record.calls.push({
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return record;
}

/** POST auth/handoff/ answering 201 with `token` (or the given error). */
export function serveHandoffCreate(
  token: string,
  error?: { status: number; body: Record<string, unknown> },
): HandoffRecord {
  return serveHandoffCall(
    'auth/handoff/',
    error ?? { status: 201, body: { token, expires_at: '2026-03-02T09:30:00.000Z' } },
  );
}

/** POST auth/handoff/exchange/ answering `{ key }` (or the given error). */
export function serveHandoffExchange(
  key: string,
  error?: { status: number; body: Record<string, unknown> },
): HandoffRecord {
  return serveHandoffCall('auth/handoff/exchange/', error ?? { body: { key } });
}
