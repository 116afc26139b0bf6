// Who appears on each dashboard counter. Written against the few fields the pictures need, so the
// rules stay independent of how much of a demand the dashboard payload carries.

/** A counter shows at most two candidate pictures. */
export const MAX_COUNTER_PICTURES = 2;

export interface PictureUser {
  id: number;
  first_name: string;
  last_name: string;
  profile: { picture: string | null };
}

export interface DemandWithPeople {
  user: PictureUser;
  active_candidates: readonly { user: PictureUser }[];
}

/** Distinct people in order, at most `max`. */
export function firstPeople(
  users: readonly PictureUser[],
  max = MAX_COUNTER_PICTURES,
): PictureUser[] {
  const seen = new Set<number>();
  const result: PictureUser[] = [];
  for (const user of users) {
    if (result.length >= max) break;
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    result.push(user);
  }
  return result;
}

/** Your requests: the colleagues who made themselves available for them. */
export function requestPeople(demands: readonly DemandWithPeople[]): PictureUser[] {
  return firstPeople(demands.flatMap((demand) => demand.active_candidates.map((c) => c.user)));
}

/**
 * Demands someone else created (your candidacies, your assignments): the other colleagues on each
 * one, that is its candidates but never you, and its requester when there is no one else.
 */
export function colleaguePeople(
  demands: readonly DemandWithPeople[],
  selfId: number | null,
): PictureUser[] {
  return firstPeople(
    demands.flatMap((demand) => {
      const others = demand.active_candidates
        .map((c) => c.user)
        .filter((user) => user.id !== selfId);
      if (others.length > 0) return others;
      return demand.user.id === selfId ? [] : [demand.user];
    }),
  );
}

export function fullName(user: Pick<PictureUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function initials(user: Pick<PictureUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}
