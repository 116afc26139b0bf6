import { and, asc, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { articleCategories, articleRomeDate, articles } from '../db/schema';
import { authenticate } from '../lib/authenticate';
import { likeEscape, paginate, readIdFilter, readPageParams, searchParam } from '../lib/pagination';
import { readDateRange } from '../lib/date-range';

type ArticleRow = InferSelectModel<typeof articles>;
type CategoryRow = InferSelectModel<typeof articleCategories>;

function articleJson(row: ArticleRow, category: CategoryRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    // HTML as written by the newsroom: the web app sanitizes it before rendering.
    body: row.body,
    link: row.link,
    image: row.image,
    category: { id: category.id, name: category.name },
    published_at: row.publishedAt.toISOString(),
  };
}

/** News (auth): articles newest first, filtered by publication day in Italy, category, text. */
export function registerArticleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/articles/', async (request) => {
    await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const { dateMin, dateMax } = readDateRange(request.query, { required: false, maxDays: null });
    const category = readIdFilter(request.query, 'category');
    const search = likeEscape(searchParam(request.query));
    const pattern = `%${search}%`;
    const where = and(
      dateMin ? gte(articleRomeDate, dateMin) : undefined,
      dateMax ? lte(articleRomeDate, dateMax) : undefined,
      category ? eq(articles.categoryId, category) : undefined,
      search
        ? or(
            ilike(articles.title, pattern),
            ilike(articles.summary, pattern),
            ilike(articles.body, pattern),
          )
        : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(articles).where(where);
    const rows = await ctx.db
      .select({ article: articles, category: articleCategories })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(page.pageSize)
      .offset(page.offset);
    const results = rows.map((row) => articleJson(row.article, row.category));
    return paginate(request, page, total, results);
  });

  app.get('/api/articles/categories/', async (request) => {
    await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const [{ total }] = await ctx.db.select({ total: count() }).from(articleCategories);
    const rows = await ctx.db
      .select()
      .from(articleCategories)
      .orderBy(asc(articleCategories.id))
      .limit(page.pageSize)
      .offset(page.offset);
    return paginate(request, page, total, rows);
  });
}
