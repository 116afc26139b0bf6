import axios from 'axios';
import { tokenAtom } from '../auth/atoms';
import { setUnauthorizedHandler } from '../auth/unauthorized';
import { sharedStore } from '../store';
import { HttpResponse, apiUrl, http, server } from '../testing';
import { apiClient } from './client';
import { globalErrorAtom } from './global-error-atom';

/** What a rejected call of the client carries: its status (0 when nothing answered) and body. */
async function rejection(call: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await call;
  } catch (error) {
    if (axios.isAxiosError(error)) {
      return { status: error.response?.status ?? 0, data: error.response?.data };
    }
  }
  throw new Error('the call did not fail as an axios error');
}

describe('apiClient, the axios instance of the API', () => {
  it('writes scalars, dates and lists into the query string, and joins the API base', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(apiUrl('events/'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );

    const answer = await apiClient.get('/events/', {
      params: {
        search: 'Rossi & figli',
        page: 2,
        online: false,
        from: new Date('2026-08-01T00:00:00.000Z'),
        type: ['udienza', 'scadenza'],
        empty: null,
      },
    });

    expect({ status: answer.status, data: answer.data as unknown }).toEqual({
      status: 200,
      data: [],
    });
    expect(seen?.searchParams.get('search')).toBe('Rossi & figli');
    expect(seen?.searchParams.get('page')).toBe('2');
    expect(seen?.searchParams.get('online')).toBe('false');
    expect(seen?.searchParams.get('from')).toBe('2026-08-01T00:00:00.000Z');
    expect(seen?.searchParams.getAll('type')).toEqual(['udienza', 'scadenza']);
    expect(seen?.searchParams.has('empty')).toBe(false);
  });

  it('sends an object as JSON and a FormData as multipart', async () => {
    const bodies: { type: string | null; text: string }[] = [];
    server.use(
      http.post(apiUrl('uploads/'), async ({ request }) => {
        bodies.push({ type: request.headers.get('content-type'), text: await request.text() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const form = new FormData();
    form.append('title', 'Verbale');

    const json = await apiClient.post('uploads/', { title: 'Verbale' });
    await apiClient.post('uploads/', form);

    expect({ status: json.status, data: json.data as unknown }).toEqual({ status: 204, data: '' });
    expect(bodies[0]).toEqual({ type: 'application/json', text: '{"title":"Verbale"}' });
    expect(bodies[1].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodies[1].text).toContain('Verbale');
  });

  it('keeps a body that is not JSON as text, and rejects with no answer when nothing answers', async () => {
    server.use(
      http.get(apiUrl('proxy/'), () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })),
      http.get(apiUrl('offline/'), () => HttpResponse.error()),
    );

    expect(await rejection(apiClient.get('proxy/'))).toEqual({
      status: 502,
      data: '<h1>Bad gateway</h1>',
    });
    expect(await rejection(apiClient.get('offline/'))).toEqual({ status: 0, data: undefined });
  });

  it('calls an absolute address as it is', async () => {
    server.use(http.get('https://cdn.example.it/x.json', () => HttpResponse.json({ a: 1 })));

    const answer = await apiClient.get('https://cdn.example.it/x.json');

    expect(answer.data).toEqual({ a: 1 });
  });

  it('sends the app header, and the key unless the call says it is not authenticated', async () => {
    sharedStore.set(tokenAtom, 'tok-123');
    const seen: { auth: string | null; app: string | null }[] = [];
    server.use(
      http.get(apiUrl('users/me/'), ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          app: request.headers.get('x-client-app'),
        });
        return HttpResponse.json({ id: 1 });
      }),
    );

    await apiClient.get('users/me/');
    await apiClient.get('users/me/', { authenticated: false });

    expect(seen).toEqual([
      { auth: 'Token tok-123', app: 'colleghi-web' },
      { auth: null, app: 'colleghi-web' },
    ]);
  });

  it('ends the session on a 401 for its key, and opens the error modal on a 5xx', async () => {
    sharedStore.set(tokenAtom, 'tok-123');
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(apiUrl('users/me/'), () => HttpResponse.json({ detail: 'No' }, { status: 401 })),
      http.get(apiUrl('menus/'), () => HttpResponse.json({}, { status: 500 })),
    );

    expect((await rejection(apiClient.get('menus/', { background: true }))).status).toBe(500);
    expect(sharedStore.get(globalErrorAtom)).toBe(false);
    expect((await rejection(apiClient.get('menus/'))).status).toBe(500);
    expect(sharedStore.get(globalErrorAtom)).toBe(true);
    expect((await rejection(apiClient.get('users/me/'))).status).toBe(401);
    expect(sharedStore.get(tokenAtom)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a call is cancelled', async () => {
    sharedStore.set(tokenAtom, 'tok-123');
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get(apiUrl('users/me/'), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();

    const pending = apiClient.get('users/me/', { signal: controller.signal });
    controller.abort();

    expect(
      await pending.then(
        () => false,
        (error: unknown) => axios.isCancel(error),
      ),
    ).toBe(true);
    expect(sharedStore.get(tokenAtom)).toBe('tok-123');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
