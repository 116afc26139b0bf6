import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();

const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('GET cities/', () => {
  it('searches name and display name, names starting with the text first', async () => {
    const res = await api('cities/?search=roma');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(names(res.body)).toEqual(['Roma', 'Romano di Lombardia', 'Fiano Romano']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Roma',
      zip: '00118',
      province: 'RM',
      display_name: 'Roma (RM)',
    });
    expect((await api('cities/?search=(MI)')).body.count).toBe(2);
  });

  it('paginates with count, next, previous and page_size', async () => {
    const first = await api('cities/?page_size=4');
    expect(first.body.count).toBe(11);
    expect(first.body.results).toHaveLength(4);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${server.baseUrl}cities/?page_size=4&page=2`);
    const second = await api(first.body.next);
    expect(second.body.previous).toBe(`${server.baseUrl}cities/?page_size=4`);
    const third = await api(second.body.next);
    expect(third.body.results).toHaveLength(3);
    expect(third.body.next).toBeNull();
    const all = [first, second, third].flatMap((r) => names(r.body));
    expect(new Set(all).size).toBe(11);
  });

  it('uses 20 per page by default, at most 100, and 404s on a page out of range', async () => {
    expect((await api('cities/?page_size=1000')).body.results).toHaveLength(11);
    expect((await api('cities/')).body.next).toBeNull();
    for (const page of ['99', '0', 'abc']) {
      const res = await api(`cities/?page=${page}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Pagina non valida.' });
    }
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await api('cities/?search=%25')).body.count).toBe(0);
    expect((await api('cities/?search=_')).body.count).toBe(0);
  });
});

describe('GET skills/', () => {
  it('never lists the reserved skills 12, 16 and 17', async () => {
    const res = await api('skills/?page_size=100');
    expect(res.status).toBe(200);
    const ids = res.body.results.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(12);
    expect(ids).not.toContain(16);
    expect(ids).not.toContain(17);
    expect(res.body.count).toBe(27);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: expect.stringMatching(/^(BASIC|PROFESSIONAL|ADDITIONAL_SKILLS)$/),
      is_main: expect.any(Boolean),
      description: null,
    });
    expect((await api('skills/?search=generica')).body.count).toBe(0);
    expect((await api('skills/?search=cancelleria')).body.count).toBe(0);
    expect(names((await api('skills/?search=crediti')).body)).toEqual(['Recupero crediti']);
  });
});

describe('GET offices/', () => {
  it('returns offices with their city', async () => {
    const res = await api('offices/?search=Tribunale di Milano');
    expect(res.body.results).toEqual([
      {
        id: expect.any(Number),
        name: 'Tribunale di Milano',
        office_type: 'COURT',
        is_coa: false,
        city: expect.objectContaining({ name: 'Milano', province: 'MI' }),
      },
    ]);
    // Fixture seats: MI, MB, RM, BG, NA, TO, BZ, RC; appeal courts: Milano, Roma, Napoli, Torino, Reggio.
    expect((await api('offices/')).body.count).toBe(8 * 4 + 5);
    expect(names((await api('offices/?search=reggio&office_type=COURT')).body)).toEqual([
      'Tribunale di Reggio Calabria',
    ]);
  });

  it('filters by role=accountant (tax courts only), office_type and is_coa', async () => {
    const accountant = await api('offices/?role=accountant&page_size=100');
    expect(accountant.body.count).toBe(8);
    expect(
      accountant.body.results.every((o: { office_type: string }) => o.office_type === 'TAX_COURT'),
    ).toBe(true);
    expect((await api('offices/?role=ACCOUNTANT&search=milano')).body.count).toBe(1);
    expect((await api('offices/?role=lawyer')).body.count).toBe(37);
    const coa = await api('offices/?is_coa=true&page_size=100');
    expect(coa.body.count).toBe(8);
    expect(
      names(coa.body).every((n: string) => n.startsWith("Consiglio dell'Ordine degli Avvocati di")),
    ).toBe(true);
    expect((await api('offices/?is_coa=false')).body.count).toBe(29);
    expect((await api('offices/?office_type=COURT_OF_APPEAL')).body.count).toBe(5);
    expect((await api('offices/?office_type=tax_court&search=roma')).body.count).toBe(1);
  });

  it('refuses unknown filter values', async () => {
    const res = await api('offices/?office_type=PRISON&is_coa=maybe&role=judge');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      role: ['Seleziona un valore valido.'],
      office_type: ['Seleziona un valore valido.'],
      is_coa: ['Inserisci un valore booleano valido (true o false).'],
    });
  });
});

describe('GET subjects/ and aigasections/', () => {
  it('lists and searches subjects without a token', async () => {
    const res = await api('subjects/?search=pen');
    expect(res.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: expect.any(Number), name: 'Penale' }],
    });
    expect((await api('subjects/')).body.count).toBe(14);
  });

  it('lists only AIGA sections', async () => {
    const res = await api('aigasections/?page_size=100');
    expect(res.body.count).toBe(22);
    expect(names(res.body).every((n: string) => n.startsWith('AIGA '))).toBe(true);
    expect(names((await api('aigasections/?search=mil')).body)).toEqual(['AIGA Milano']);
  });
});

describe('GET autocomplete/{kind}/', () => {
  it.each(['activities', 'activities_demands', 'judges', 'profile-custom-skills'])(
    'serves %s as paginated { id, name }',
    async (kind) => {
      const res = await api(`autocomplete/${kind}/`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThan(5);
      expect(Object.keys(res.body.results[0]).sort()).toEqual(['id', 'name']);
    },
  );

  it('searches and splits lawyers and accountants by role', async () => {
    expect(names((await api('autocomplete/activities/?search=precisazione')).body)).toEqual([
      'Udienza di precisazione delle conclusioni',
    ]);
    const accountant = await api('autocomplete/activities/?role=accountant&search=udienza');
    expect(names(accountant.body).every((n: string) => /tributari/.test(n))).toBe(true);
    expect(accountant.body.count).toBe(2);
    expect((await api('autocomplete/activities/?role=lawyer&search=tributaria')).body.count).toBe(
      0,
    );
    expect((await api('autocomplete/judges/?role=accountant')).body.count).toBe(15);
  });

  it('404s on an unknown kind', async () => {
    const res = await api('autocomplete/pizza/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Non trovato.' });
  });
});

describe('GET menus/', () => {
  it('lists the web menu as { link, title } in order', async () => {
    const res = await api('menus/?app=web');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.results[0]).toEqual({
      title: 'Termini e condizioni',
      link: expect.stringMatching(/^https:\/\//),
    });
    expect(res.body.results.map((r: { title: string }) => r.title)).toContain('Privacy policy');
    expect((await api('menus/?app=WEB')).body.count).toBe(5);
    expect((await api('menus/?app=other')).body.count).toBe(0);
  });
});
