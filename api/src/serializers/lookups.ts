import type { InferSelectModel } from 'drizzle-orm';
import type { cities, offices, sections, skills } from '../db/schema';

type CityRow = InferSelectModel<typeof cities>;
type OfficeRow = InferSelectModel<typeof offices>;
type SectionRow = InferSelectModel<typeof sections>;
type SkillRow = InferSelectModel<typeof skills>;

export interface CityJson {
  id: number;
  name: string;
  zip: string;
  province: string;
  display_name: string;
}

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

export function officeJson(row: OfficeRow, city: CityRow | null | undefined) {
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

export function skillJson(row: SkillRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_main: row.isMain,
    description: row.description,
  };
}
