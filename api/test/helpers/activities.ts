import { and, eq } from 'drizzle-orm';
import {
  candidates,
  cities,
  demands,
  lawfirms,
  offices,
  profileSkills,
  profiles,
  sections,
  subscriptions,
  users,
} from '../../src/db/schema';
import type { Role } from '../../src/db/schema';
import { createToken } from '../../src/lib/tokens';
import { createAccount } from '../../src/services/accounts';
import { pairAsRead } from '../../src/services/activities/expiry';
import type { TestServer } from './server';

export const HOUR = 60 * 60 * 1000;

export const LUCA = 'collega.roma@demo.colleghi.it';
export const FRANCESCA = 'collega2.roma@demo.colleghi.it';
export const DAVIDE = 'incompleto.roma@demo.colleghi.it';
export const GIULIA = 'avvocato@demo.colleghi.it';
export const ACCOUNTANT = 'commercialista@demo.colleghi.it';

/** Keys of the contract's shapes. */
export const DEMAND_KEYS = [
  'id',
  'user',
  'type',
  'activity',
  'subject',
  'money',
  'notes',
  'office',
  'section',
  'judge',
  'skill',
  'datetime',
  'status',
  'created_at',
  'deleted',
  'is_delayed',
  'can_be_delayed',
  'only_aiga',
  'only_certified',
  'only_priority',
  'active_candidates',
  'assigned_candidate',
];
export const PARTY_KEYS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'is_certified',
  'is_gold',
  'is_aiga',
  'masked',
  'profile',
];
export const PARTY_PROFILE_KEYS = [
  'type',
  'picture',
  'city',
  'is_complete',
  'pec',
  'skills',
  'lawfirm',
];
export const PARTY_LAWFIRM_KEYS = ['name', 'city', 'phone', 'fax', 'address'];
export const CANDIDATE_KEYS = ['id', 'status', 'user', 'created_at', 'deleted'];

/** A session key without going through login (no scrypt, no rate limit). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return createToken(server.database.db, user.id, server.clock.now());
}

export async function userId(server: TestServer, email: string): Promise<number> {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return user.id;
}

export async function cityId(server: TestServer, name: string): Promise<number> {
  const [city] = await server.database.db.select().from(cities).where(eq(cities.name, name));
  return city.id;
}

export async function officeId(server: TestServer, name: string): Promise<number> {
  const [office] = await server.database.db.select().from(offices).where(eq(offices.name, name));
  if (!office) throw new Error(`no office ${name}`);
  return office.id;
}

export interface ColleagueOptions {
  email: string;
  role?: Role;
  city: string;
  city2?: string;
  skills?: number[];
  complete?: boolean;
  aiga?: boolean;
  certified?: boolean;
  lastName?: string;
}

let phoneCounter = 0;

/** A colleague created straight in the database, with a session key. */
export async function makeColleague(server: TestServer, options: ColleagueOptions) {
  const db = server.database.db;
  phoneCounter += 1;
  const phone = `34${String(10000000 + phoneCounter).padStart(8, '0')}`;
  const city = await cityId(server, options.city);
  const id = await createAccount(
    db,
    {
      firstName: 'Test',
      lastName: options.lastName ?? 'Collega',
      email: options.email,
      phone,
      phoneKey: phone,
      passwordHash: 'unused',
      terms: true,
      privacy: true,
      gdpr: false,
      birthDate: '1985-01-01',
      fiscalCode: 'RSSMRA85A01H501U',
      role: options.role ?? 'LAWYER',
      cityId: city,
      isNew: false,
    },
    server.clock.now(),
  );
  const complete = options.complete ?? true;
  const [firm] = await db
    .insert(lawfirms)
    .values({
      name: complete ? 'Studio Test' : null,
      address: complete ? 'Via Roma 1' : null,
      cityId: city,
      zip: complete ? '10100' : null,
      phone: complete ? '011 555 0101' : null,
      fax: complete ? '011 555 0102' : null,
    })
    .returning({ id: lawfirms.id });
  const [coa] = await db.select().from(offices).where(eq(offices.officeType, 'COA')).limit(1);
  const [aiga] = await db.select().from(sections).where(eq(sections.kind, 'AIGA')).limit(1);
  await db
    .update(profiles)
    .set({
      lawfirmId: firm.id,
      pec: complete ? `${options.email.split('@')[0]}@pec.example.com` : null,
      vat: complete ? '12345678903' : null,
      registerNumber: complete ? 'TO-1' : null,
      coaOfficeId: complete ? coa.id : null,
      aigaSectionId: options.aiga ? aiga.id : null,
    })
    .where(eq(profiles.userId, id));
  // Certified = an active professional subscription; the second city is that subscription's.
  if (options.certified || options.city2) {
    await giveSubscription(server, id, {
      paymentTypeId: 1,
      cityId: options.city2 ? await cityId(server, options.city2) : null,
    });
  }
  const skills = options.skills ?? [];
  if (skills.length) {
    await db.insert(profileSkills).values(skills.map((skillId) => ({ userId: id, skillId })));
  }
  return { id, token: await createToken(db, id, server.clock.now()) };
}

/**
 * An active subscription straight in the database (no payment): professional annual by
 * default, renewing, activated at the test clock and expiring 12 months later.
 */
export async function giveSubscription(
  server: TestServer,
  userId: number,
  options: {
    paymentTypeId: number;
    planId?: number | null;
    variantId?: number | null;
    cityId?: number | null;
    method?: 'paypal' | 'credit_card' | 'bank_transfer' | 'trial';
    monthlyCents?: number;
    months?: number;
    unsubscribed?: boolean;
  },
) {
  const now = server.clock.now();
  const defaultPlans: Record<number, number> = { 1: 11, 2: 21, 3: 34, 4: 43, 5: 51 };
  /** Additional skills (3) and qualifications (4) may be held several times. */
  const repeatable = [3, 4];
  const expireAt = new Date(now);
  expireAt.setUTCMonth(expireAt.getUTCMonth() + (options.months ?? 12));
  const [row] = await server.database.db
    .insert(subscriptions)
    .values({
      userId,
      paymentTypeId: options.paymentTypeId,
      planId: options.planId === undefined ? defaultPlans[options.paymentTypeId] : options.planId,
      variantId: options.variantId ?? null,
      cityId: options.cityId ?? null,
      paymentMethod: options.method ?? 'credit_card',
      exclusive: !repeatable.includes(options.paymentTypeId),
      monthlyCents: options.monthlyCents ?? 990,
      activationDate: now,
      expireAt,
      unsubscribed: options.unsubscribed ?? false,
      createdAt: now,
    })
    .returning();
  return row;
}

/** A valid DemandCreate body at the given office, `hours` after the test clock. */
export function demandBody(
  server: Pick<TestServer, 'clock'>,
  office: number,
  overrides: object = {},
) {
  return {
    type: 'SUBSTITUTE',
    activity: 'Udienza istruttoria',
    subject: null,
    money: 50,
    notes: 'Note di prova',
    office,
    section: null,
    judge: 'Dott. Mario Bianchi',
    skill: 1,
    datetime: new Date(server.clock.now().getTime() + 48 * HOUR).toISOString(),
    is_delayed: false,
    only_aiga: false,
    only_certified: false,
    only_priority: false,
    ...overrides,
  };
}

/**
 * The candidates of a demand with their status as the API reads it at the test clock: reads
 * write nothing, so an expiry not persisted yet is applied here as the endpoints apply it.
 */
export async function candidatesOf(server: TestServer, demandId: number) {
  const rows = await server.database.db
    .select({ own: candidates, demand: demands, email: users.email })
    .from(candidates)
    .innerJoin(demands, eq(demands.id, candidates.demandId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.demandId, demandId))
    .orderBy(candidates.id);
  return rows.map((row) => {
    const { own } = pairAsRead(row, server.clock.now());
    return { id: own.id, userId: own.userId, status: own.status, email: row.email };
  });
}

export async function demandRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(demands).where(eq(demands.id, id));
  return row;
}

export async function candidateIdFor(server: TestServer, demandId: number, email: string) {
  const [row] = await server.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidates.demandId, demandId), eq(users.email, email)));
  if (!row) throw new Error(`${email} not invited to ${demandId}`);
  return row.id;
}

/** The demo lawyer as a masked Party: nothing of the hidden data anywhere in it. */
export function expectMasked(
  party: Record<string, unknown> & { profile: Record<string, unknown> },
) {
  expect(party).toMatchObject({
    first_name: 'Giulia',
    last_name: 'B.',
    email: null,
    phone: null,
    masked: true,
    profile: {
      city: null,
      pec: null,
      lawfirm: {
        name: null,
        city: null,
        phone: null,
        fax: null,
        address: null,
      },
    },
  });
  // Nothing of the masked data travels anywhere in the body.
  const text = JSON.stringify(party);
  for (const secret of ['Bianchi"', GIULIA, '3331234567', 'pec.demo', 'Via Durini', '7601']) {
    expect(text).not.toContain(secret);
  }
}
