import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

/** News articles (read-only for the API; seeded). body is HTML: the client sanitizes it. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    image: text('image'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);

/** The publication day of an article in Italy, as SQL (the News date and its filters). */
export const articleRomeDate = sql<string>`(${articles.publishedAt} at time zone 'Europe/Rome')::date`;
