import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sections, skills } from './catalog';
import { cities, offices } from './geo';

export const ROLES = ['LAWYER', 'ESTABLISHED', 'PRACTICING', 'QUALIFIED', 'ACCOUNTANT'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  /** As the user typed it; phoneKey is the canonical form used for uniqueness and login. */
  phone: text('phone'),
  phoneKey: text('phone_key').unique(),
  passwordHash: text('password_hash').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  fiscalCode: text('fiscal_code'),
  terms: boolean('terms').notNull().default(false),
  privacy: boolean('privacy').notNull().default(false),
  gdpr: boolean('gdpr').notNull().default(false),
  trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true, mode: 'date' }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  tempDemand: integer('temp_demand'),
  isNew: boolean('is_new').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const lawfirms = pgTable('lawfirms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name'),
  lawyer: text('lawyer'),
  description: text('description'),
  description2: text('description2'),
  address: text('address'),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  // The second city is not here: it is the city of the active professional subscription.
  zip: text('zip'),
  phone: text('phone'),
  fax: text('fax'),
});

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<Role>().notNull(),
  picture: text('picture'),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  collegaSectionId: integer('collega_section_id').references(() => sections.id, {
    onDelete: 'set null',
  }),
  aigaSectionId: integer('aiga_section_id').references(() => sections.id, {
    onDelete: 'set null',
  }),
  pec: text('pec'),
  vat: text('vat'),
  coaOfficeId: integer('coa_office_id').references(() => offices.id, { onDelete: 'set null' }),
  registerNumber: text('register_number'),
  lawfirmId: integer('lawfirm_id').references(() => lawfirms.id, { onDelete: 'set null' }),
  credits: integer('credits').notNull().default(0),
  isCassationist: boolean('is_cassationist').notNull().default(false),
  isAuditor: boolean('is_auditor').notNull().default(false),
  isSalesDelegate: boolean('is_sales_delegate').notNull().default(false),
  isStatutoryAuditor: boolean('is_statutory_auditor').notNull().default(false),
  isCivilAndCommercialMediator: boolean('is_civil_and_commercial_mediator')
    .notNull()
    .default(false),
  isOverIndebtednessCrises: boolean('is_over_indebtedness_crises').notNull().default(false),
  isCorporateCrisisManager: boolean('is_corporate_crisis_manager').notNull().default(false),
  isChancellor: boolean('is_chancellor').notNull().default(false),
  isChamberOfCommerce: boolean('is_chamber_of_commerce').notNull().default(false),
  /** Saved skills cannot be removed before this (set when a save uses paid slots). */
  skillsLockedUntil: timestamp('skills_locked_until', { withTimezone: true, mode: 'date' }),
});

export const profileSkills = pgTable(
  'profile_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** The user's own description of the skill (Gold users only). */
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

export const customSkills = pgTable('custom_skills', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  payment: integer('payment'),
});
