import { count, eq } from 'drizzle-orm';
import { articleCategories, articles, events, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { GIULIA } from './helpers/activities';
import { ARTICLE_KEYS } from './helpers/agenda';
import { fixtureComuni } from './helpers/fixtures';
import { setupTestServer, setupTokens } from './helpers/suite';

const { server, api } = setupTestServer();
const tokens = setupTokens(server, { giulia: GIULIA });

const list = (query = '') => api(`articles/?page_size=100&${query}`, { token: tokens.giulia });

describe('GET articles/categories/ and GET articles/', () => {
  it('lists the 8 categories', async () => {
    const res = await api('articles/categories/', { token: tokens.giulia });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(8);
    expect(res.body.results.map((c: { name: string }) => c.name)).toEqual([
      'Giurisprudenza',
      'Normativa',
      'Professione',
      'Fisco',
      'Processo civile',
      'Processo penale',
      'Previdenza',
      'Eventi',
    ]);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(['id', 'name']);
    expect((await api('articles/categories/')).status).toBe(401);
  });

  it('lists 60 articles newest first, paginated, with HTML bodies', async () => {
    const page = await api('articles/', { token: tokens.giulia });
    expect(page.body).toMatchObject({ count: 60, previous: null });
    expect(page.body.next).toContain('page=2');
    expect(page.body.results).toHaveLength(20);
    const first = page.body.results[0];
    expect(Object.keys(first).sort()).toEqual([...ARTICLE_KEYS].sort());
    expect(first.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const all = (await list()).body.results as { published_at: string; body: string }[];
    const dates = all.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.some((a) => a.body.includes('<script>'))).toBe(true);
    expect(all.some((a) => a.body.includes('<a href='))).toBe(true);
    expect((await api('articles/')).status).toBe(401);
  });

  it('filters by day (Oggi, Ieri, Ultima settimana, Tutte), category and text', async () => {
    expect((await list('date_min=2026-03-02')).body.count).toBe(2);
    expect((await list('date_min=2026-03-01&date_max=2026-03-01')).body.count).toBe(2);
    expect((await list('date_min=2026-02-23')).body.count).toBe(8);
    expect((await list('date_min=2025-03-02')).body.count).toBe(60);
    const fisco = (await api('articles/categories/', { token: tokens.giulia })).body.results.find(
      (c: { name: string }) => c.name === 'Fisco',
    );
    const byCategory = await list(`category=${fisco.id}`);
    expect(byCategory.body.count).toBeGreaterThan(3);
    expect(
      byCategory.body.results.every(
        (a: { category: { id: number } }) => a.category.id === fisco.id,
      ),
    ).toBe(true);
    const search = await list('search=CASSAZIONE');
    expect(search.body.results.map((a: { title: string }) => a.title)).toContain(
      'Cassazione: il condominio risponde dei danni da infiltrazioni',
    );
    const combined = await list(`search=forfettario&category=${fisco.id}&date_min=2026-02-01`);
    expect(combined.body.count).toBe(1);
    expect((await list('category=abc')).body).toEqual({
      category: ['Seleziona un valore valido.'],
    });
    expect((await list('date_min=ieri')).body).toEqual({
      date_min: ['Inserisci una data valida nel formato AAAA-MM-GG.'],
    });
  });
});

describe('seed', () => {
  it('adds the news and the demo agenda to an existing database, once', async () => {
    const db = server.database.db;
    const [giulia] = await db.select().from(users).where(eq(users.email, GIULIA));
    await db.delete(events).where(eq(events.userId, giulia.id));
    await db.delete(articles);
    await db.delete(articleCategories);
    const report = await seedDatabase(db, { comuni: fixtureComuni(), now: server.clock.now() });
    expect(report).toMatchObject({ articles: 60, demoEvents: 9, demoUsers: 0, demoDemands: 0 });
    expect((await db.select({ n: count() }).from(events))[0].n).toBe(10);
    const again = await seedDatabase(db, { comuni: fixtureComuni(), now: server.clock.now() });
    expect(again).toMatchObject({ articles: 0, demoEvents: 0 });
    expect((await db.select({ n: count() }).from(articleCategories))[0].n).toBe(8);
  });
});
