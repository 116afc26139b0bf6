import type { InferSelectModel } from 'drizzle-orm';
import { z } from 'zod';
import { OFFICE_TYPES, SKILL_TYPES } from '../db/schema';
import type { cities, offices, sections, skills } from '../db/schema';

type CityRow = InferSelectModel<typeof cities>;
type OfficeRow = InferSelectModel<typeof offices>;
type SectionRow = InferSelectModel<typeof sections>;
type SkillRow = InferSelectModel<typeof skills>;

export const City = z
  .object({
    id: z.number().int(),
    name: z.string(),
    zip: z.string(),
    province: z.string(),
    display_name: z.string().meta({ description: 'Nome con la sigla della provincia.' }),
  })
  .meta({ id: 'City', description: 'Un comune.' });
export type CityJson = z.infer<typeof City>;

export const Office = z
  .object({
    id: z.number().int(),
    name: z.string(),
    office_type: z.enum(OFFICE_TYPES),
    is_coa: z.boolean().meta({ description: "Sede di un Consiglio dell'Ordine." }),
    city: City.nullable(),
  })
  .meta({ id: 'Office', description: 'Un ufficio giudiziario.' });

/** A { id, name } entry: subjects, sections, autocomplete suggestions. */
export const NamedEntry = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'NamedEntry' });

export const Skill = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(SKILL_TYPES),
    is_main: z.boolean(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Skill', description: 'Una competenza.' });

export function cityJson(row: CityRow): CityJson {
  return {
    id: row.id,
    name: row.name,
    zip: row.zip,
    province: row.province,
    display_name: row.displayName,
  };
}

export function optionalCityJson(row: CityRow | null | undefined): CityJson | null {
  return row ? cityJson(row) : null;
}

export function officeJson(
  row: OfficeRow,
  city: CityRow | null | undefined,
): z.infer<typeof Office> {
  return {
    id: row.id,
    name: row.name,
    office_type: row.officeType,
    is_coa: row.isCoa,
    city: optionalCityJson(city),
  };
}

export function sectionJson(row: SectionRow) {
  return { id: row.id, name: row.name };
}

export function skillJson(row: SkillRow): z.infer<typeof Skill> {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_main: row.isMain,
    description: row.description,
  };
}
