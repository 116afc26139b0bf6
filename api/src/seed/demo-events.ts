import { count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { events, offices, users } from '../db/schema';
import type { EventStatus } from '../db/schema';
import { addDays, eventDisplayName, romeDate } from '../domain/agenda';
import type { CreatableType, NoticeDays } from '../domain/agenda';
import { syncNotice } from '../services/agenda/event-writes';

const DEMO_AGENDA_OWNER = 'avvocato@demo.colleghi.it';

interface DemoEvent {
  type: CreatableType;
  inDays: number;
  start?: string;
  end?: string;
  status?: EventStatus;
  part1?: string;
  part2?: string;
  activity?: string;
  judge?: string;
  office?: string;
  nrg?: string;
  notes?: string;
  expenses?: [number | null, number | null, number | null];
  noticeDays?: NoticeDays;
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    type: 'Hearing',
    inDays: 0,
    start: '09:30',
    end: '10:30',
    part1: 'Rossi',
    part2: 'Bianchi',
    activity: 'Prima udienza',
    judge: 'Dott.ssa Ferri',
    office: 'Tribunale di Milano',
    nrg: '1234/2026',
  },
  {
    type: 'Appointment',
    inDays: 1,
    start: '15:00',
    end: '16:00',
    part1: 'Esposito Srl',
    activity: 'Consulenza contrattuale',
    notes: 'Portare la bozza del contratto.',
    expenses: [120, 100, 250],
  },
  {
    type: 'Hearing',
    inDays: 3,
    start: '11:00',
    end: '11:30',
    part1: 'Conti',
    part2: 'Comune di Milano',
    activity: 'Udienza di precisazione delle conclusioni',
    office: 'Tribunale di Milano',
    nrg: '877/2025',
  },
  {
    type: 'Fulfillment',
    inDays: 10,
    part1: 'Rossi',
    part2: 'Bianchi',
    activity: 'Deposito memoria ex art. 171-ter',
    nrg: '1234/2026',
    noticeDays: 7,
  },
  {
    type: 'Appointment',
    inDays: 5,
    activity: 'Assemblea condominiale',
    notes: 'Tutto il giorno presso lo studio.',
  },
  {
    type: 'Hearing',
    inDays: -7,
    start: '10:00',
    end: '10:30',
    status: 'DONE',
    part1: 'Greco',
    part2: 'Assicurazioni Alfa',
    activity: 'Udienza istruttoria',
    office: 'Giudice di Pace di Milano',
    nrg: '552/2025',
  },
  {
    type: 'Hearing',
    inDays: -14,
    start: '12:00',
    end: '12:30',
    status: 'POSTPONED',
    part1: 'Marino',
    part2: 'Ricci',
    activity: 'Discussione',
    office: 'Tribunale di Milano',
    nrg: '301/2024',
  },
  {
    type: 'Hearing',
    inDays: 21,
    start: '12:00',
    end: '12:30',
    part1: 'Marino',
    part2: 'Ricci',
    activity: 'Discussione',
    office: 'Tribunale di Milano',
    nrg: '301/2024',
  },
  {
    type: 'Fulfillment',
    inDays: 2,
    activity: 'Pagamento contributo unificato',
    notes: 'Causa Conti c/ Comune di Milano',
  },
];

/** The demo lawyer's agenda around today, once (a user who already has events gets nothing). */
export async function seedDemoEvents(db: Executor, now: Date): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_AGENDA_OWNER));
  if (!owner) return 0;
  const [{ total }] = await db
    .select({ total: count() })
    .from(events)
    .where(eq(events.userId, owner.id));
  if (total > 0) return 0;
  const today = romeDate(now);
  for (const demo of DEMO_EVENTS) {
    const [office] = demo.office
      ? await db.select().from(offices).where(eq(offices.name, demo.office))
      : [];
    const parties = {
      part1: demo.part1 ?? null,
      part2: demo.part2 ?? null,
      activity: demo.activity ?? null,
    };
    const [row] = await db
      .insert(events)
      .values({
        userId: owner.id,
        type: demo.type,
        status: demo.status ?? 'TODO',
        date: addDays(today, demo.inDays),
        allDay: !demo.start,
        startTime: demo.start ? `${demo.start}:00` : null,
        endTime: demo.end ? `${demo.end}:00` : null,
        displayName: eventDisplayName(demo.type, parties),
        ...parties,
        judge: demo.judge ?? null,
        officeId: office?.id ?? null,
        nrg: demo.nrg ?? null,
        notes: demo.notes ?? null,
        expense1: demo.expenses?.[0] ?? null,
        expense2: demo.expenses?.[1] ?? null,
        expense3: demo.expenses?.[2] ?? null,
        noticeDays: demo.noticeDays ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await syncNotice(db, row, now);
  }
  return DEMO_EVENTS.length;
}
