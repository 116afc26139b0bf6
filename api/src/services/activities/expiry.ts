import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { demands } from '../../db/schema';
import type { DemandStatus } from '../../db/schema';
import type { CandidateRow, DemandRow } from '../../serializers/demand';

/**
 * Expiry. A PENDING demand whose datetime has passed is EXPIRED, and its PENDING or ACCEPTED
 * candidates are DEAD, from that instant on. Reads compute it (demandAsRead, candidateAsRead and
 * the SQL conditions below) and never write; a transition on the demand persists it first
 * (expireDemand), and a periodic sweep persists it for all (expireOverdueDemands). Both write
 * what every read already shows, so nobody can tell when the row itself changed.
 */

/**
 * The time the SQL conditions compare with: a Date, or a placeholder for it (a statement
 * written once and run with the time of each request, see jsonStatements()).
 */
type Now = Date | SQLWrapper;

/** SQL: the demand (the `demands` table of the query) is PENDING and its datetime has passed. */
export function isOverdue(now: Now): SQL {
  return and(eq(demands.status, 'PENDING'), lt(demands.datetime, now)) as SQL;
}

/** SQL: the demand is PENDING and still open at `now` (its datetime has not passed). */
export function isOpen(now: Now): SQL {
  return and(eq(demands.status, 'PENDING'), gte(demands.datetime, now)) as SQL;
}

/** SQL: the demand's status, as read at `now`, is `status`. */
export function demandStatusIs(status: DemandStatus, now: Now): SQL {
  if (status === 'PENDING') return isOpen(now);
  if (status === 'EXPIRED') return or(eq(demands.status, 'EXPIRED'), isOverdue(now)) as SQL;
  return eq(demands.status, status);
}

/** The demand as read at `now`: EXPIRED once a PENDING one's datetime has passed. */
export function demandAsRead(row: DemandRow, now: Date): DemandRow {
  const overdue = row.status === 'PENDING' && row.datetime.getTime() < now.getTime();
  return overdue ? { ...row, status: 'EXPIRED' } : row;
}

/**
 * A candidate as read, given its demand as read: the PENDING and ACCEPTED candidates of an
 * EXPIRED demand are DEAD (a persisted expiry leaves none of them, so this is the same rule).
 */
export function candidateAsRead(row: CandidateRow, demand: DemandRow): CandidateRow {
  const open = row.status === 'PENDING' || row.status === 'ACCEPTED';
  return demand.status === 'EXPIRED' && open ? { ...row, status: 'DEAD' } : row;
}

/** A candidate row and its demand, both as read at `now`. */
export function pairAsRead(pair: { own: CandidateRow; demand: DemandRow }, now: Date) {
  const demand = demandAsRead(pair.demand, now);
  return { own: candidateAsRead(pair.own, demand), demand };
}

/**
 * Persists the expiry of the overdue demands chosen by `which` and kills their open candidates,
 * in one statement (nobody sees one without the other); `lock` says what to do with a demand
 * another transaction holds. Returns how many expired.
 */
async function expire(db: Executor, now: Date, which: SQL, lock: SQL): Promise<number> {
  const rows = await queryRows<{ expired: number }>(
    db,
    sql`
      with due as (
        select id from demands
        where status = 'PENDING' and datetime < ${now.toISOString()}::timestamptz and ${which}
        order by id
        ${lock}
      ), expired as (
        update demands set status = 'EXPIRED' from due where demands.id = due.id
        returning demands.id
      ), killed as (
        update candidates set status = 'DEAD'
        where demand_id in (select id from expired) and status in ('PENDING', 'ACCEPTED')
      )
      select count(*)::int as expired from expired`,
  );
  return rows[0]?.expired ?? 0;
}

/**
 * The periodic sweep: every overdue demand. Idempotent, and any number of processes may run it
 * at once: a demand another transaction holds (a transition, or another process's sweep) is
 * skipped rather than waited for, and the next sweep takes what is left.
 */
export function expireOverdueDemands(db: Executor, now: Date): Promise<number> {
  return expire(db, now, sql`true`, sql`for update skip locked`);
}

/**
 * Before a transition: the demand's expiry, if due, is written (and committed) first, waiting
 * for whoever holds the row, so the transition's own conditional UPDATE finds it EXPIRED and
 * refuses, as every read already showed.
 */
export async function expireDemand(db: Executor, id: number, now: Date): Promise<void> {
  await expire(db, now, sql`id = ${id}`, sql`for update`);
}

/** How often each API process sweeps, by default: the reads never wait for it. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Runs the sweep every `intervalMs` (none when 0) with the app's clock, from now until the app
 * closes; closing waits for a sweep under way, so the database is never closed under it.
 */
export function scheduleExpirySweep(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  intervalMs: number,
): void {
  runPeriodically(app, 'demand expiry sweep', intervalMs, () =>
    expireOverdueDemands(ctx.db, ctx.clock()),
  );
}
