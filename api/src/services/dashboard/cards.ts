import { and, eq, notExists } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { SortKey } from '../../db/json-rows';
import { orderBy } from '../../db/json-rows';
import { dashboardCardClosures, dashboardCards } from '../../db/schema';
import type { CardAudience, Deeplink } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { PartyData } from '../../serializers/party';
import { partyJson } from '../../serializers/party';

/** The contract's DashboardCard. */
export interface DashboardCardJson {
  id: number;
  title: string;
  subtitle: string;
  cta: string;
  link: string | null;
  deeplink: Deeplink | null;
  closable: boolean;
  color_start: string;
  color_end: string;
}

export const CARD_MSG = {
  notClosable: 'Questo avviso non può essere chiuso.',
} as const;

export type CardRow = typeof dashboardCards.$inferSelect;

function cardJson(row: CardRow): DashboardCardJson {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    cta: row.cta,
    link: row.link,
    deeplink: row.deeplink,
    closable: row.closable,
    color_start: row.colorStart,
    color_end: row.colorEnd,
  };
}

/** Cards by position, then id. */
export const CARD_ORDER: SortKey[] = [
  [dashboardCards.position, 'asc'],
  [dashboardCards.id, 'asc'],
];

/** A query of the active cards this user has not closed, in order (for the dashboard's statement). */
export function openCardsQuery(userId: SQLWrapper) {
  const qb = new QueryBuilder();
  const closed = qb
    .select({ cardId: dashboardCardClosures.cardId })
    .from(dashboardCardClosures)
    .where(
      and(
        eq(dashboardCardClosures.cardId, dashboardCards.id),
        eq(dashboardCardClosures.userId, userId),
      ),
    );
  return qb
    .select()
    .from(dashboardCards)
    .where(and(eq(dashboardCards.active, true), notExists(closed)))
    .orderBy(...orderBy(CARD_ORDER));
}

/**
 * The open cards this user's audience sees: the audiences depend on the user's party (profile
 * completion, Certified). NOT_CERTIFIED sells Professional, which accountants cannot buy (the
 * purchase requires the lawyer's statement): they never see it.
 */
export function visibleCards(rows: CardRow[], party: PartyData | undefined): DashboardCardJson[] {
  const profileComplete = party ? partyJson(party, false).profile.is_complete : false;
  const certified = party?.flags.isCertified ?? false;
  const accountant = party?.profile.type === 'ACCOUNTANT';
  const shows = (audience: CardAudience) => {
    if (audience === 'PROFILE_INCOMPLETE') return !profileComplete;
    if (audience === 'NOT_CERTIFIED') return !certified && !accountant;
    return true;
  };
  return rows.filter((row) => shows(row.audience)).map(cardJson);
}

/**
 * DELETE cards/{id}/: hides a closable card for this user (closing it again changes nothing).
 * Unknown or retired card → 404; a card that cannot be closed → 400.
 */
export async function closeCard(ctx: AppContext, userId: number, id: number): Promise<void> {
  const [card] = await ctx.db
    .select()
    .from(dashboardCards)
    .where(and(eq(dashboardCards.id, id), eq(dashboardCards.active, true)));
  if (!card) throw detailError(404, MSG.notFound);
  if (!card.closable) throw detailError(400, CARD_MSG.notClosable);
  await ctx.db
    .insert(dashboardCardClosures)
    .values({ cardId: id, userId, createdAt: ctx.clock() })
    .onConflictDoNothing();
}
