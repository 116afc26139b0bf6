import type {
  CatalogItem,
  CourseCategory,
  ExternalProduct,
  PurchasedItem,
} from '@colleghi/api-contract';

// Realistic courses, packages and purchases for tests; override only what a test is about.

export const COURSE_CATEGORIES: CourseCategory[] = [
  { id: 1, name: 'Diritto civile', background_color: '#1E5AA8', foreground_color: '#FFFFFF' },
  { id: 2, name: 'Diritto penale', background_color: '#B3261E', foreground_color: '#FFFFFF' },
  { id: 3, name: 'Deontologia', background_color: '#F6D560', foreground_color: '#1A1A1A' },
];

export function makeCategory(overrides: Partial<CourseCategory> = {}): CourseCategory {
  return { ...COURSE_CATEGORIES[0], ...overrides };
}

export function makeCourseInfo(
  overrides: Partial<NonNullable<CatalogItem['course']>> = {},
): NonNullable<CatalogItem['course']> {
  return {
    cfp: 6,
    duration: 90,
    accreditation_limit: '2026-12-31',
    professors: ['Avv. Marco Rossi', 'Prof.ssa Laura Verdi'],
    resources: [
      {
        name: 'Lezione 1: il contratto preliminare',
        link: 'https://video.esempio.it/1',
        duration: 90,
      },
      { name: 'Lezione 2: la risoluzione', link: 'https://video.esempio.it/2', duration: 60 },
    ],
    attachment: null,
    deadline: '2026-09-30',
    ...overrides,
  };
}

type ItemOverrides<T> = Partial<Omit<CatalogItem, 'course' | 'package'>> & T;

export function makeCourseItem(
  overrides: ItemOverrides<{ course?: Partial<NonNullable<CatalogItem['course']>> }> = {},
): CatalogItem {
  const { course, ...rest } = overrides;
  return {
    id: 12,
    name: 'Il contratto preliminare dopo le Sezioni Unite',
    short_description:
      'Forma, effetti e tutela del promissario acquirente alla luce della giurisprudenza.',
    long_description:
      'Il corso ripercorre la disciplina del contratto preliminare.\nAnalizza i casi più recenti.',
    cost: '49.00',
    package_available: false,
    category: COURSE_CATEGORIES[0],
    image: null,
    course: makeCourseInfo(course),
    package: null,
    last_purchased: null,
    ...rest,
  };
}

export function makePackageItem(
  overrides: ItemOverrides<{ package?: Partial<NonNullable<CatalogItem['package']>> }> = {},
): CatalogItem {
  const { package: pkg, ...rest } = overrides;
  return {
    id: 3,
    name: 'Pacchetto Diritto civile',
    short_description: 'Quattro corsi per aggiornarsi sulle novità del diritto civile.',
    long_description: 'Il pacchetto riunisce i corsi di diritto civile.',
    cost: '180.00',
    package_available: false,
    category: COURSE_CATEGORIES[0],
    image: null,
    course: null,
    package: {
      full_cost: '240.00',
      courses: [
        { id: 12, name: 'Il contratto preliminare dopo le Sezioni Unite', cfp: 6 },
        { id: 13, name: 'Responsabilità medica', cfp: 8 },
      ],
      ...pkg,
    },
    last_purchased: null,
    ...rest,
  };
}

export function makePurchase(overrides: Partial<PurchasedItem> = {}): PurchasedItem {
  return {
    id: 1,
    created_at: '2026-03-01T10:00:00+01:00',
    item: makeCourseItem({
      last_purchased: {
        created_at: '2026-03-01T10:00:00+01:00',
        course: { deadline: '2026-09-30' },
      },
    }),
    package: null,
    deadline: '2026-09-30',
    accreditation_limit: '2026-12-31',
    ...overrides,
  };
}

export function makeExternalProduct(overrides: Partial<ExternalProduct> = {}): ExternalProduct {
  return {
    id: 1,
    name: 'Codice civile commentato 2026',
    description: 'L’edizione aggiornata con la giurisprudenza più recente.',
    image: null,
    link: 'https://shop.esempio.it/codice-civile',
    amount: '89.00',
    ...overrides,
  };
}
