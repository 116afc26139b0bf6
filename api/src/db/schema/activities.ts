import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { skills, subjects } from './catalog';
import { offices } from './geo';
import { users } from './users';

export const DEMAND_TYPES = ['DOMICILIARY', 'SUBSTITUTE', 'CHANCELLERY'] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];

export const DEMAND_STATUSES = [
  'PENDING',
  'ASSIGNED',
  'COMPLETED',
  'PAID',
  'ANNULLED',
  'EXPIRED',
] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const CANDIDATE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'DEAD'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An activity request. Its status only moves through conditional UPDATEs (see
 * services/activities/*-transitions.ts); the assignee is the user of the assigned candidate.
 */
export const demands = pgTable(
  'demands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<DemandType>().notNull(),
    activity: text('activity').notNull(),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    /** Whole euros; null means "da concordare". */
    money: integer('money'),
    notes: text('notes'),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    section: text('section'),
    judge: text('judge'),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    datetime: timestamp('datetime', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<DemandStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Soft delete of the requester (the candidates and the assignee keep their view). */
    deleted: boolean('deleted').notNull().default(false),
    isDelayed: boolean('is_delayed').notNull().default(false),
    onlyAiga: boolean('only_aiga').notNull().default(false),
    onlyCertified: boolean('only_certified').notNull().default(false),
    onlyPriority: boolean('only_priority').notNull().default(false),
    /** Created by a light-registered guest through temp-demands/. */
    isTemp: boolean('is_temp').notNull().default(false),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete of the assignee (received-demands/ context only). */
    assigneeDeleted: boolean('assignee_deleted').notNull().default(false),
  },
  (t) => [
    index('demands_user_idx').on(t.userId, t.datetime),
    index('demands_assignee_idx').on(t.assigneeId),
    index('demands_status_datetime_idx').on(t.status, t.datetime),
    check('demands_type_check', sql`${t.type} in (${inList(DEMAND_TYPES)})`),
    check('demands_status_check', sql`${t.status} in (${inList(DEMAND_STATUSES)})`),
    check('demands_money_check', sql`${t.money} is null or ${t.money} >= 0`),
  ],
);

/** An invitation of one colleague to one demand ("candidate" in the API). */
export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CandidateStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Soft delete of the invited colleague (invitations/received/ context only). */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    unique('candidates_demand_user_unique').on(t.demandId, t.userId),
    index('candidates_user_idx').on(t.userId),
    check('candidates_status_check', sql`${t.status} in (${inList(CANDIDATE_STATUSES)})`),
  ],
);
