import { HttpResponse, apiUrl, http, server } from '../testing';
import { send } from './client';

describe('send(), the fetch transport', () => {
  it('writes scalars, dates and lists into the query string, and joins the API base', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(apiUrl('events/'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );

    const answer = await send({
      method: 'GET',
      url: '/events/',
      params: {
        search: 'Rossi & figli',
        page: 2,
        online: false,
        from: new Date('2026-08-01T00:00:00.000Z'),
        type: ['udienza', 'scadenza'],
        empty: null,
      },
    });

    expect(answer).toEqual({ status: 200, ok: true, data: [] });
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

    const json = await send({ method: 'POST', url: 'uploads/', data: { title: 'Verbale' } });
    await send({ method: 'POST', url: 'uploads/', data: form });

    expect(json).toEqual({ status: 204, ok: true, data: '' });
    expect(bodies[0]).toEqual({ type: 'application/json', text: '{"title":"Verbale"}' });
    expect(bodies[1].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodies[1].text).toContain('Verbale');
  });

  it('keeps a body that is not JSON as text, and answers null when nothing answers', async () => {
    server.use(
      http.get(apiUrl('proxy/'), () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })),
      http.get(apiUrl('offline/'), () => HttpResponse.error()),
    );

    expect(await send({ method: 'GET', url: 'proxy/' })).toEqual({
      status: 502,
      ok: false,
      data: '<h1>Bad gateway</h1>',
    });
    expect(await send({ method: 'GET', url: 'offline/' })).toBeNull();
  });

  it('calls an absolute address as it is', async () => {
    server.use(http.get('https://cdn.example.it/x.json', () => HttpResponse.json({ a: 1 })));

    expect(await send({ method: 'GET', url: 'https://cdn.example.it/x.json' })).toEqual({
      status: 200,
      ok: true,
      data: { a: 1 },
    });
  });
});
