import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import type { RoleFamily } from '../../domain/activity-rules';
import { familyRoles } from '../../domain/activity-rules';
import { secondCitySql } from '../subscriptions/active';

/**
 * The skills that colleagues of the family hold in the office's city (profile city or the
 * second city of a professional subscription): what a demand there can ask for. Sorted by name; may include 12.
 */
export async function estimateSkills(
  db: Executor,
  input: { cityId: number | null; family: RoleFamily; excludeUserId: number | null; now: Date },
): Promise<{ id: number; name: string }[]> {
  if (input.cityId === null) return [];
  const roles = sql.join(
    familyRoles(input.family).map((role) => sql`${role}`),
    sql`, `,
  );
  return queryRows<{ id: number; name: string }>(
    db,
    sql`
      select distinct s.id, s.name
      from skills s
      join profile_skills ps on ps.skill_id = s.id
      join profiles p on p.user_id = ps.user_id
      where p.type in (${roles})
        and (p.city_id = ${input.cityId} or ${secondCitySql(sql`p.user_id`, input.now)} = ${input.cityId})
        and p.user_id <> ${input.excludeUserId ?? 0}
      order by s.name, s.id`,
  );
}
