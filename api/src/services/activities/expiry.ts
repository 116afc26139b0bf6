import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Lazy expiry: PENDING demands whose datetime has passed become EXPIRED and their PENDING or
 * ACCEPTED candidates DEAD, in one statement (so nobody sees one without the other). Called
 * before every read and every transition of the activity endpoints, with the app's clock.
 */
export async function expireOverdueDemands(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    with expired as (
      update demands set status = 'EXPIRED'
      where status = 'PENDING' and datetime < ${now.toISOString()}::timestamptz
      returning id
    )
    update candidates set status = 'DEAD'
    where demand_id in (select id from expired) and status in ('PENDING', 'ACCEPTED')`);
}
