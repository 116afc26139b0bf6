import { and, asc, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { articleCategories, articleRomeDate, articles } from '../db/schema';
import { likeEscape, paginate, readIdFilter, readPageParams, searchParam } from '../lib/pagination';
import { readDateRange } from '../lib/date-range';
import { queryText } from '../lib/schema/query';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { pageQuery, paginated } from '../lib/schema/responses';

type ArticleRow = InferSelectModel<typeof articles>;
type CategoryRow = InferSelectModel<typeof articleCategories>;

const TAGS = ['Notizie'];

const ArticleCategory = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ArticleCategory' });

const Article = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    body: z
      .string()
      .meta({ description: "L'HTML della redazione, da ripulire prima di mostrarlo." }),
    link: z.string(),
    image: z.string().nullable(),
    category: ArticleCategory,
    published_at: z.string(),
  })
  .meta({ id: 'Article' });

/** Read by readDateRange and readIdFilter, whose 400s come after the page's 404, as before. */
const ArticleQuery = z.object({
  ...pageQuery,
  date_min: queryText('Dal giorno di pubblicazione (AAAA-MM-GG, ora italiana).'),
  date_max: queryText('Fino al giorno di pubblicazione (AAAA-MM-GG, ora italiana).'),
  category: queryText("L'id di una categoria."),
  search: queryText('Testo cercato nel titolo, nel sommario e nel testo.'),
});

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/articles/',
    {
      schema: {
        summary: 'Le notizie, dalla più recente',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: ArticleQuery,
        response: { 200: paginated(Article) },
      },
    },
    async (request) => {
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
    },
  );

  api.get(
    '/api/articles/categories/',
    {
      schema: {
        summary: 'Le categorie delle notizie',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: z.object(pageQuery),
        response: { 200: paginated(ArticleCategory) },
      },
    },
    async (request) => {
      const page = readPageParams(request.query);
      const [{ total }] = await ctx.db.select({ total: count() }).from(articleCategories);
      const rows = await ctx.db
        .select()
        .from(articleCategories)
        .orderBy(asc(articleCategories.id))
        .limit(page.pageSize)
        .offset(page.offset);
      return paginate(request, page, total, rows);
    },
  );
}
