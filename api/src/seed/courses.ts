import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  catalogItems,
  courseCategories,
  courseOrders,
  coursePurchases,
  externalProducts,
  packageCourses,
  sandboxPaypalOrders,
  users,
} from '../db/schema';
import { addDays, romeDate } from '../domain/agenda';
import { newSandboxOrderId } from '../payments/sandbox-orders';
import { searchTextOf } from '../services/learning/catalog';
import { vatCents } from '../services/learning/money';
import { coverImage } from './cover-image';
import {
  COURSES,
  COURSE_CATEGORIES,
  DEMO_PURCHASES,
  EXTERNAL_PRODUCTS,
  PACKAGES,
  catalogDaysAgo,
} from './data/courses';

const DAY = 24 * 60 * 60 * 1000;
const CERTIFICATE_NOTE =
  "Al termine delle lezioni ricevi l'attestato di partecipazione, valido per il riconoscimento dei crediti formativi.";
const PACKAGE_NOTE =
  'Con il pacchetto accedi a tutti i corsi inclusi, ciascuno con le proprie lezioni e la propria scadenza.';
const LINK_BASE = 'https://formazione.colleghi.it/corsi';

/** A cover in the category's colours (brand colours for an item without a category). */
function courseCover(categoryId: number | null, caption: string): string {
  const category = COURSE_CATEGORIES.find((c) => c.id === categoryId);
  return coverImage({
    label: category?.name ?? 'Formazione Colleghi',
    caption,
    background: category?.background ?? '#1B2A41',
    foreground: category?.foreground ?? '#F6D560',
  });
}

async function seedSequence(db: Executor, table: string) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from "${table}"))`,
    ),
  );
}

/** The demo lawyer's two courses: one paid through a (seeded) sandbox PayPal order, one free. */
async function seedDemoPurchases(db: Executor, now: Date): Promise<void> {
  for (const demo of DEMO_PURCHASES) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    const course = COURSES.find((c) => c.id === demo.courseId);
    if (!user || !course) continue;
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY);
    let paypalOrderId: string | null = null;
    if (course.cost > 0) {
      paypalOrderId = newSandboxOrderId();
      await db.insert(sandboxPaypalOrders).values({
        id: paypalOrderId,
        userId: user.id,
        itemId: course.id,
        amountCents: course.cost,
        taxCents: vatCents(course.cost),
        currency: 'EUR',
        status: 'COMPLETED',
        createdAt,
        capturedAt: createdAt,
      });
    }
    const [order] = await db
      .insert(courseOrders)
      .values({
        userId: user.id,
        itemId: course.id,
        paypalOrderId,
        amountCents: course.cost,
        taxCents: course.cost > 0 ? vatCents(course.cost) : 0,
        createdAt,
      })
      .returning({ id: courseOrders.id });
    await db
      .insert(coursePurchases)
      .values({ userId: user.id, courseId: course.id, orderId: order.id, createdAt })
      .onConflictDoNothing();
  }
}

/**
 * Categories, 30 courses, 4 packages, the partner products and the demo lawyer's purchases,
 * each part only when its table is empty (an existing database gets them at the next start).
 * Returns the catalogue items added.
 */
export async function seedCourses(db: Executor, now: Date): Promise<number> {
  const [{ categories }] = await db.select({ categories: count() }).from(courseCategories);
  if (categories === 0) {
    await db.insert(courseCategories).values(
      COURSE_CATEGORIES.map((c) => ({
        id: c.id,
        name: c.name,
        backgroundColor: c.background,
        foregroundColor: c.foreground,
      })),
    );
    await seedSequence(db, 'course_categories');
  }

  const [{ products }] = await db.select({ products: count() }).from(externalProducts);
  if (products === 0) {
    await db.insert(externalProducts).values(
      EXTERNAL_PRODUCTS.map((p) => ({
        name: p.name,
        description: p.description,
        image: coverImage({
          label: 'Partner',
          caption: p.name,
          background: '#1B2A41',
          foreground: '#F6D560',
        }),
        link: p.link,
        priceCents: p.price,
      })),
    );
  }

  const [{ items }] = await db.select({ items: count() }).from(catalogItems);
  if (items > 0) return 0;
  const today = romeDate(now);
  const createdAt = (id: number) => new Date(now.getTime() - catalogDaysAgo(id) * DAY);
  await db.insert(catalogItems).values(
    COURSES.map((c) => ({
      id: c.id,
      kind: 'course' as const,
      name: c.name,
      shortDescription: c.short,
      // Programme, professors, CFP and duration are fields of their own, shown beside it.
      longDescription: `${c.intro}\n\n${CERTIFICATE_NOTE}`,
      costCents: c.cost,
      categoryId: c.category,
      image: courseCover(c.category, `${c.cfp} CFP`),
      searchText: searchTextOf(c.name, c.short),
      createdAt: createdAt(c.id),
      cfp: c.cfp,
      durationDays: c.durationDays,
      accreditationLimit: c.accreditationIn === null ? null : addDays(today, c.accreditationIn),
      professors: c.professors,
      resources: c.lessons.map(([name, duration], index) => ({
        name,
        link: `${LINK_BASE}/${c.id}/lezioni/${index + 1}`,
        duration,
      })),
      attachment: c.attachment ? `${LINK_BASE}/${c.id}/materiali.pdf` : null,
      deadline: c.deadlineIn === null ? null : addDays(today, c.deadlineIn),
    })),
  );
  await db.insert(catalogItems).values(
    PACKAGES.map((p) => ({
      id: p.id,
      kind: 'package' as const,
      name: p.name,
      shortDescription: p.short,
      longDescription: `${p.intro}\n\n${PACKAGE_NOTE}`,
      costCents: p.cost,
      categoryId: p.category,
      image: courseCover(p.category, 'Pacchetto di corsi'),
      searchText: searchTextOf(p.name, p.short),
      createdAt: createdAt(p.id),
    })),
  );
  await db
    .insert(packageCourses)
    .values(
      PACKAGES.flatMap((p) =>
        p.courses.map((courseId, position) => ({ packageId: p.id, courseId, position })),
      ),
    );
  await seedSequence(db, 'catalog_items');
  await seedDemoPurchases(db, now);
  return COURSES.length + PACKAGES.length;
}
