import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    zip: text('zip').notNull(),
    province: text('province').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [index('cities_name_idx').on(t.name)],
);

export const OFFICE_TYPES = [
  'COURT',
  'JUSTICE_OF_PEACE',
  'COURT_OF_APPEAL',
  'TAX_COURT',
  'COA',
] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];

export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    officeType: text('office_type').$type<OfficeType>().notNull(),
    isCoa: boolean('is_coa').notNull().default(false),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  },
  (t) => [index('offices_type_idx').on(t.officeType)],
);
