import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cities, offices, sections } from '../db/schema';
import type { SectionKind } from '../db/schema';

export async function cityExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return rows.length > 0;
}

export async function officeExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id)).limit(1);
  return rows.length > 0;
}

export async function sectionExists(db: Executor, id: number, kind: SectionKind): Promise<boolean> {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, id), eq(sections.kind, kind)))
    .limit(1);
  return rows.length > 0;
}
