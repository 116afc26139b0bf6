import { count } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articleCategories, articles } from '../db/schema';
import { addDays, romeDate } from '../domain/agenda';
import { romeInstant } from '../domain/agenda-rome-offset';
import { ARTICLES, ARTICLE_CATEGORIES, articleDaysAgo } from './data/articles';
import { coverImage } from './cover-image';

const MINUTE = 60 * 1000;

function slug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Bodies are HTML on purpose: a few carry links, bold text and one a script to sanitize. */
function body(index: number, title: string, summary: string): string {
  const paragraphs = [
    `<p><strong>${title}.</strong> ${summary}</p>`,
    '<p>Il testo completo e i riferimenti normativi sono disponibili nella sezione dedicata.</p>',
  ];
  if (index % 3 === 0) {
    paragraphs.push(
      '<p>Approfondisci sul <a href="https://www.consiglionazionaleforense.it/">sito del CNF</a>.</p>',
    );
  }
  if (index === 5) paragraphs.push('<script>alert("xss")</script><p>Fine dell’articolo.</p>');
  return paragraphs.join('\n');
}

/**
 * The 8 categories and 60 articles when the tables are empty (an existing database gets them
 * at the next start). Dates are relative to now: 2 today, 2 yesterday, 4 more this week.
 */
export async function seedNews(db: Executor, now: Date): Promise<number> {
  const [{ categories }] = await db.select({ categories: count() }).from(articleCategories);
  if (categories === 0) {
    await db.insert(articleCategories).values(ARTICLE_CATEGORIES.map((name) => ({ name })));
  }
  const [{ total }] = await db.select({ total: count() }).from(articles);
  if (total > 0) return 0;
  const ids = new Map(
    (await db.select().from(articleCategories)).map((row) => [row.name, row.id] as const),
  );
  const today = romeDate(now);
  const rows = ARTICLES.map(([category, title, summary], index) => {
    const daysAgo = articleDaysAgo(index);
    const publishedAt =
      daysAgo === 0
        ? new Date(now.getTime() - (index + 1) * MINUTE)
        : romeInstant(
            addDays(today, -daysAgo),
            `${String(8 + (index % 10)).padStart(2, '0')}:30:00`,
          );
    return {
      title,
      summary,
      body: body(index, title, summary),
      link: `https://www.colleghi.it/news/${slug(title)}`,
      image:
        index % 4 === 0
          ? coverImage({
              label: 'Notizie',
              caption: category,
              background: '#1B2A41',
              foreground: '#F6D560',
            })
          : null,
      categoryId: ids.get(category) as number,
      publishedAt,
    };
  });
  await db.insert(articles).values(rows);
  return rows.length;
}
