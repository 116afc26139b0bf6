import type { CatalogItem } from '@colleghi/api-contract';
import { YEARLY_CFP_TARGET } from './constants';

export function isPackage(item: Pick<CatalogItem, 'package'>): boolean {
  return item.package !== null;
}

/** The detail route of an item: /package/{id} for packages, /courses/{id} for courses. */
export function catalogItemPath(item: Pick<CatalogItem, 'id' | 'package'>): string {
  return isPackage(item) ? `/package/${item.id}` : `/courses/${item.id}`;
}

/** Training credits of an item: the course's, or the sum of the package's courses. */
export function itemCfp(item: Pick<CatalogItem, 'course' | 'package'>): number {
  if (item.course) return item.course.cfp;
  return item.package?.courses.reduce((sum, course) => sum + course.cfp, 0) ?? 0;
}

/** Whether the signed-in user already owns the item (the server sends last_purchased). */
export function isOwned(item: Pick<CatalogItem, 'last_purchased'>): boolean {
  return item.last_purchased !== null;
}

/** CFP still missing to the yearly target (never negative). */
export function cfpRemaining(credits: number, target: number = YEARLY_CFP_TARGET): number {
  return Math.max(0, target - Math.max(0, credits));
}

/** Share of the yearly target reached, 0-100, for a progress bar. */
export function cfpProgress(credits: number, target: number = YEARLY_CFP_TARGET): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, credits) * 100) / target));
}

/**
 * `count` different items picked at random (all of them, shuffled, when there are fewer).
 * `random` returns [0, 1) like Math.random, so tests can fix the pick.
 */
export function pickRandom<T>(items: readonly T[], count: number, random = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}
