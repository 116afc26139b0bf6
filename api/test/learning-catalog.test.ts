import { count } from 'drizzle-orm';
import { catalogItems, coursePurchases } from '../src/db/schema';
import { seedCourses } from '../src/seed/courses';
import { CATALOG_ITEM_KEYS, COURSE, PACKAGE, setupLearningServer } from './helpers/learning';

const { server, api, tokens } = setupLearningServer();

const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);
// The seed date of the test server (2026-03-02 in Italy) plus n days.
const inDays = (n: number) => new Date(Date.UTC(2026, 2, 2 + n)).toISOString().slice(0, 10);

describe('GET categories/?tree=course', () => {
  it('lists the six categories with their colours, no auth needed', async () => {
    const res = await api('categories/?tree=course');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.body[0]).toEqual({
      id: 1,
      name: 'Diritto civile e procedura',
      background_color: '#1E4E8C',
      foreground_color: '#FFFFFF',
    });
    for (const category of res.body) {
      expect(category.background_color).toMatch(/^#[0-9A-F]{6}$/);
      expect(category.foreground_color).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect((await api('categories/')).body).toEqual(res.body);
    expect(await api('categories/?tree=news')).toMatchObject({
      status: 400,
      body: { tree: [expect.any(String)] },
    });
  });
});

describe('GET catalogitems/', () => {
  it('pages courses and packages together, newest first, 12 per page', async () => {
    const first = await api('catalogitems/?tree=course');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(34);
    expect(ids(first)).toEqual([31, 30, 29, 28, 27, 32, 26, 25, 24, 23, 22, 21]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toMatch(/\/api\/catalogitems\/\?tree=course&page=2$/);
    const second = await api('catalogitems/?tree=course&page=2');
    expect(second.body.results).toHaveLength(12);
    expect(second.body.previous).toMatch(/\/api\/catalogitems\/\?tree=course$/);
    const third = await api('catalogitems/?tree=course&page=3');
    expect(third.body.results).toHaveLength(10);
    expect(third.body.next).toBeNull();
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(all).size).toBe(34);
    expect(await api('catalogitems/?page=4')).toMatchObject({
      status: 404,
      body: { detail: 'Pagina non valida.' },
    });
    expect((await api('catalogitems/?page=0')).status).toBe(404);
    expect((await api('catalogitems/?page_size=5')).body.results).toHaveLength(5);
  });

  it('serializes courses and packages with the contract shape', async () => {
    const res = await api('catalogitems/?category=2');
    const course = res.body.results.find((item: { id: number }) => item.id === COURSE.defence);
    expect(Object.keys(course).sort()).toEqual([...CATALOG_ITEM_KEYS].sort());
    expect(course).toMatchObject({
      name: "Difesa d'ufficio: corso biennale di aggiornamento",
      cost: '99.00',
      package_available: true,
      category: { id: 2, name: 'Diritto penale', background_color: '#8E1B1B' },
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      package: null,
      last_purchased: null,
      course: {
        cfp: 8,
        duration: 180,
        deadline: inDays(170),
        accreditation_limit: inDays(180),
        attachment: expect.stringMatching(/\.pdf$/),
      },
    });
    expect(course.course.professors).toHaveLength(3);
    expect(course.course.resources).toHaveLength(6);
    expect(course.course.resources[0]).toEqual({
      name: "Il ruolo del difensore d'ufficio e la deontologia",
      link: expect.stringMatching(/^https:\/\//),
      duration: 60,
    });
    // Plain text with line breaks, no HTML.
    expect(course.long_description).toContain('\n');
    expect(course.long_description).not.toMatch(/<[a-z]/i);

    const pkg = res.body.results.find((item: { id: number }) => item.id === PACKAGE.criminal);
    expect(pkg).toMatchObject({
      cost: '189.00',
      package_available: false,
      course: null,
      last_purchased: null,
      package: {
        full_cost: '266.00',
        courses: [
          { id: 6, name: "Difesa d'ufficio: corso biennale di aggiornamento", cfp: 8 },
          { id: 7, name: 'Reati informatici e prova digitale', cfp: 5 },
          { id: 8, name: 'Le misure cautelari personali', cfp: 4 },
          { id: 9, name: 'La giustizia riparativa nella riforma penale', cfp: 3 },
        ],
      },
    });
    const alone = res.body.results.find((i: { id: number }) => i.id === COURSE.patteggiamento);
    expect(alone.package_available).toBe(false);
  });

  it('filters by category and searches name and short description without accents', async () => {
    expect(ids(await api('catalogitems/?tree=course&category=1'))).toEqual([31, 5, 4, 3, 2, 1]);
    expect((await api('catalogitems/?category=')).body.count).toBe(34);
    expect(await api('catalogitems/?category=abc')).toMatchObject({
      status: 400,
      body: { category: ['Seleziona un valore valido.'] },
    });
    expect((await api('catalogitems/?category=999')).body).toMatchObject({ count: 0 });

    expect(ids(await api('catalogitems/?search=gelli-bianco'))).toEqual([3]);
    // Case and accents do not matter; the short description is searched too.
    const accents = ids(await api(`catalogitems/?search=${encodeURIComponent('RESPONSABILITA')}`));
    expect(accents).toEqual(expect.arrayContaining([3, 29, 13]));
    const typed = ids(await api(`catalogitems/?search=${encodeURIComponent('responsabilità')}`));
    expect(typed).toEqual(accents);
    expect(ids(await api('catalogitems/?search=pacchetto'))).toEqual([31, 32, 33, 34]);
    expect(ids(await api('catalogitems/?search=pacchetto&category=4'))).toEqual([33]);
    // LIKE wildcards are literal.
    expect((await api('catalogitems/?search=%25')).body.count).toBe(0);
    expect((await api('catalogitems/?search=_')).body.count).toBe(0);
  });

  it('shows the signed-in user what they bought; guests and bad tokens see nothing', async () => {
    const mine = await api('catalogitems/?category=2&page_size=20', { token: tokens.giulia });
    const owned = mine.body.results.find((i: { id: number }) => i.id === COURSE.restorative);
    // Seeded 20 days before the seed date; the course deadline is in 5 days.
    expect(owned.last_purchased).toEqual({
      created_at: '2026-02-10T09:00:00.000Z',
      course: { deadline: inDays(5) },
    });
    // The package counts as bought only when every course in it is owned.
    const pkg = mine.body.results.find((i: { id: number }) => i.id === PACKAGE.criminal);
    expect(pkg.last_purchased).toBeNull();

    const guest = await api('catalogitems/?category=2');
    expect(guest.body.results.every((i: { last_purchased: null }) => !i.last_purchased)).toBe(true);
    const other = await api('catalogitems/?category=2', { token: tokens.luca });
    expect(other.body.results.every((i: { last_purchased: null }) => !i.last_purchased)).toBe(true);
    const badToken = await api('catalogitems/?category=2', {
      headers: { Authorization: `Token ${'0'.repeat(40)}` },
    });
    expect(badToken.status).toBe(200);
  });
});

describe('GET catalogitems/{id}/', () => {
  it('returns one item, with ?category= accepted', async () => {
    const res = await api(`catalogitems/${COURSE.cartabia}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...CATALOG_ITEM_KEYS].sort());
    expect(res.body).toMatchObject({ id: 1, cost: '79.00', package_available: true });
    expect((await api(`catalogitems/${PACKAGE.mandatory}/?category=3`)).body).toMatchObject({
      id: 34,
      category: null,
      package: { full_cost: '136.00' },
    });
    const owned = await api(`catalogitems/${COURSE.freeTelematic}/`, { token: tokens.giulia });
    expect(owned.body).toMatchObject({
      cost: '0.00',
      last_purchased: { created_at: '2026-01-21T09:00:00.000Z' },
    });
    for (const path of ['catalogitems/999/', 'catalogitems/abc/', 'catalogitems/0/']) {
      expect(await api(path)).toMatchObject({ status: 404, body: { detail: 'Non trovato.' } });
    }
  });
});

describe('GET external-products/', () => {
  it('lists the six partner products', async () => {
    const res = await api('external-products/');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    for (const product of res.body) {
      expect(Object.keys(product).sort()).toEqual(
        ['amount', 'description', 'id', 'image', 'link', 'name'].sort(),
      );
      expect(product.link).toMatch(/^https:\/\//);
    }
    expect(res.body[0]).toMatchObject({
      name: 'Codice civile e di procedura civile 2026',
      amount: '59.00',
    });
    expect(res.body.filter((p: { amount: string | null }) => p.amount === null)).toHaveLength(2);
  });
});

describe('seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const db = server.database.db;
    const counts = async () => ({
      items: (await db.select({ n: count() }).from(catalogItems))[0].n,
      purchases: (await db.select({ n: count() }).from(coursePurchases))[0].n,
    });
    const before = await counts();
    expect(before).toEqual({ items: 34, purchases: 2 });
    expect(await seedCourses(db, server.clock.now())).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
