import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const SKILL_TYPES = ['BASIC', 'ADDITIONAL_SKILLS', 'PROFESSIONAL'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

// Ids are set explicitly by the seed: the clients hard-code 12, 16 and 17.
export const skills = pgTable('skills', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  type: text('type').$type<SkillType>().notNull(),
  isMain: boolean('is_main').notNull().default(false),
  description: text('description'),
});

export const SECTION_KINDS = ['AIGA', 'COLLEGA'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** AIGA sections and "collega" sections share one shape, told apart by kind. */
export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<SectionKind>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('sections_kind_idx').on(t.kind)],
);

export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const AUTOCOMPLETE_KINDS = [
  'activities',
  'activities_demands',
  'judges',
  'profile-custom-skills',
] as const;
export type AutocompleteKind = (typeof AUTOCOMPLETE_KINDS)[number];

export const AUDIENCES = ['all', 'lawyer', 'accountant'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Suggestion lists for free-text fields; audience splits lawyers' and accountants' lists. */
export const autocompleteEntries = pgTable(
  'autocomplete_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<AutocompleteKind>().notNull(),
    audience: text('audience').$type<Audience>().notNull().default('all'),
    name: text('name').notNull(),
  },
  (t) => [index('autocomplete_kind_idx').on(t.kind, t.audience)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    app: text('app').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    link: text('link').notNull(),
  },
  (t) => [index('menu_items_app_idx').on(t.app, t.position)],
);
