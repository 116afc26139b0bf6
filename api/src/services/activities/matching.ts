import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Role } from '../../db/schema';
import { ERRAND_SKILL_IDS, familyRoles, roleFamily } from '../../domain/activity-rules';
import { holdsTypeSql, secondCitySql } from '../subscriptions/active';

export interface MatchInput {
  demandId: number;
  requesterId: number;
  requesterRole: Role;
  /** City of the demand's office; without one nobody can be matched. */
  cityId: number | null;
  skillId: number;
  onlyAiga: boolean;
  onlyCertified: boolean;
  onlyPriority: boolean;
}

const roleList = (roles: readonly Role[]) =>
  sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );

/**
 * Invites (inserts a PENDING candidate for) every other colleague of the requester's family
 * who works in the office's city (profile city, or the second city of their professional
 * subscription), holds the
 * demand's skill (any colleague of the city for the registry errands 16/17) and passes the
 * recipient filters. One INSERT ... SELECT; returns how many were invited.
 */
export async function inviteMatchingColleagues(
  db: Executor,
  input: MatchInput,
  now: Date,
): Promise<number> {
  if (input.cityId === null) return 0;
  const roles = familyRoles(roleFamily(input.requesterRole));
  const skillCondition = ERRAND_SKILL_IDS.includes(input.skillId)
    ? sql``
    : sql`and exists (select 1 from profile_skills ps
                      where ps.user_id = u.id and ps.skill_id = ${input.skillId})`;
  const aigaCondition = input.onlyAiga ? sql`and p.aiga_section_id is not null` : sql``;
  // Priority notifications go to the professional subscribers, who are the certified users.
  const certifiedCondition =
    input.onlyCertified || input.onlyPriority
      ? sql`and ${holdsTypeSql(sql`u.id`, 'professional', now)}`
      : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      insert into candidates (demand_id, user_id, status, created_at, deleted)
      select ${input.demandId}, u.id, 'PENDING', ${now.toISOString()}::timestamptz, false
      from users u
      join profiles p on p.user_id = u.id
      where u.id <> ${input.requesterId}
        and p.type in (${roleList(roles)})
        and (p.city_id = ${input.cityId} or ${secondCitySql(sql`u.id`, now)} = ${input.cityId})
        ${skillCondition} ${aigaCondition} ${certifiedCondition}
      order by u.id
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}
