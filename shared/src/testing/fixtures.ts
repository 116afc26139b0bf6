import type {
  City,
  PaymentRecord,
  PaymentType,
  Plan,
  Profile,
  Subscription,
  User,
  Variant,
} from '@colleghi/api-contract';

// Realistic API objects for tests; override only what a test is about.

export function makeCity(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    name: 'Milano',
    zip: '20121',
    province: 'MI',
    display_name: 'Milano (MI)',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    type: 'LAWYER',
    picture: null,
    is_complete: true,
    city: makeCity(),
    collega_section: null,
    skills: [],
    custom_skills: [],
    aiga_section: null,
    pec: 'giulia.bianchi@pec.it',
    vat: '12345678901',
    coa_office: null,
    register_number: 'A12345',
    lawfirm: null,
    credits: 0,
    is_cassationist: false,
    is_auditor: false,
    is_sales_delegate: false,
    is_statutory_auditor: false,
    is_civil_and_commercial_mediator: false,
    is_over_indebtedness_crises: false,
    is_corporate_crisis_manager: false,
    is_chancellor: false,
    is_chamber_of_commerce: false,
    birth_month: 5,
    ...overrides,
  };
}

export function makeUser(
  overrides: Partial<Omit<User, 'profile'>> & { profile?: Partial<Profile> } = {},
): User {
  const { profile, ...rest } = overrides;
  return {
    id: 1,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'avvocato@demo.colleghi.it',
    phone: '3331234567',
    birth_date: '1985-05-12',
    fiscal_code: 'BNCGLI85E52F205Z',
    terms: true,
    privacy: true,
    gdpr: false,
    under46: true,
    trial_expires_at: null,
    subscriptions: [],
    profile: makeProfile(profile),
    created_at: '2024-01-15T10:00:00+01:00',
    is_aiga: false,
    is_certified: false,
    is_gold: false,
    is_skills: false,
    purchased_skills: 0,
    skills_limit: 2,
    skills_locked_until: null,
    is_custom_skills: false,
    custom_skills_count: 0,
    email_enabled: true,
    notifications_enabled: true,
    last_payment: null,
    temp_demand: null,
    is_new: false,
    missing_popups: [],
    ...rest,
  };
}

// Subscriptions and payments (issue 5). Defaults are the seeded professional type (id 1, 9.90 a
// month) with its default annual plan (11: 12 months, 20 %).

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 11,
    months: 12,
    percentage: 20,
    amount: '95.04',
    is_active: true,
    is_default: true,
    methods: ['paypal', 'credit_card', 'bank_transfer'],
    ...overrides,
  };
}

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return { id: 31, skills_number: 1, price: '2.90', ...overrides };
}

export function makePaymentType(overrides: Partial<PaymentType> = {}): PaymentType {
  return {
    id: 1,
    type: 'professional',
    title: 'Professional',
    description: 'Notifiche prioritarie • 2 competenze aggiuntive • Secondo comune',
    price: '9.90',
    promo_image: null,
    months: 1,
    plans: [makePlan()],
    variants: [],
    contained_subscriptions: [],
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 101,
    payment_type_id: 1,
    type: 'professional',
    title: 'Professional',
    description: 'Notifiche prioritarie • 2 competenze aggiuntive • Secondo comune',
    price: '14.90',
    payment_method: 'credit_card',
    plan: makePlan(),
    variant: null,
    city: makeCity({
      id: 2,
      name: 'Roma',
      zip: '00100',
      province: 'RM',
      display_name: 'Roma (RM)',
    }),
    purchased_skills: 0,
    renewed: false,
    promo_image: null,
    months: 1,
    activation_date: '2026-01-10T10:00:00+01:00',
    expire_at: '2027-01-10T10:00:00+01:00',
    unsubscribed: false,
    next_plan: null,
    next_renewal_price: '143.04',
    skills: 2,
    custom_skills: 0,
    contained_subscriptions: [],
    ...overrides,
  };
}

export function makePaymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 501,
    subscription_id: 101,
    kind: 'purchase',
    method: 'credit_card',
    amount: '143.04',
    vat: '31.47',
    status: 'paid',
    created_at: '2026-01-10T10:00:00+01:00',
    ...overrides,
  };
}

const ALL_METHODS: Plan['methods'] = ['paypal', 'credit_card', 'bank_transfer'];
const ONLINE_METHODS: Plan['methods'] = ['paypal', 'credit_card'];

/** Cities of the fixture catalogue; the seed's ids come from the comuni table, these are fixed. */
export const CATALOGUE_CITIES = {
  milano: makeCity(),
  roma: makeCity({ id: 2, name: 'Roma', zip: '00100', province: 'RM', display_name: 'Roma (RM)' }),
  napoli: makeCity({
    id: 3,
    name: 'Napoli',
    zip: '80100',
    province: 'NA',
    display_name: 'Napoli (NA)',
  }),
  torino: makeCity({
    id: 4,
    name: 'Torino',
    zip: '10100',
    province: 'TO',
    display_name: 'Torino (TO)',
  }),
} as const;

/** Monthly professional price by city id (the contract's seeded city prices). */
export const CATALOGUE_CITY_PRICES: Readonly<Record<number, string>> = {
  [CATALOGUE_CITIES.milano.id]: '14.90',
  [CATALOGUE_CITIES.roma.id]: '14.90',
  [CATALOGUE_CITIES.napoli.id]: '12.90',
  [CATALOGUE_CITIES.torino.id]: '12.90',
};

/**
 * The seeded catalogue of the contract (ids, prices, plans, variants), as GET payment-types/info/
 * returns it. Plan amounts are planCents at the type's base monthly price.
 */
export function catalogueFixture(): PaymentType[] {
  const professional = makePaymentType({
    plans: [
      makePlan(),
      makePlan({
        id: 12,
        months: 6,
        percentage: 10,
        amount: '53.46',
        is_default: false,
        methods: ONLINE_METHODS,
      }),
      makePlan({
        id: 13,
        months: 1,
        percentage: 0,
        amount: '9.90',
        is_default: false,
        methods: ONLINE_METHODS,
      }),
    ],
  });
  const gold = makePaymentType({
    id: 2,
    type: 'gold',
    title: 'Gold',
    description:
      'Descrizione delle competenze • Descrizione dello studio • Una qualifica descrittiva',
    price: '19.90',
    plans: [
      makePlan({ id: 21, amount: '191.04', methods: ALL_METHODS }),
      makePlan({
        id: 22,
        months: 1,
        percentage: 0,
        amount: '19.90',
        is_default: false,
        methods: ONLINE_METHODS,
      }),
    ],
  });
  const skills = makePaymentType({
    id: 3,
    type: 'additional_skills',
    title: 'Competenze aggiuntive',
    description: 'Competenze in più nel profilo • Rinnovo automatico',
    price: '2.90',
    months: 3,
    variants: [
      makeVariant(),
      makeVariant({ id: 32, skills_number: 3, price: '2.50' }),
      makeVariant({ id: 33, skills_number: 5, price: '2.20' }),
    ],
    plans: [
      makePlan({ id: 34, months: 3, percentage: 0, amount: '8.70' }),
      makePlan({ id: 35, months: 12, percentage: 15, amount: '29.58', is_default: false }),
    ],
  });
  const qualify = makePaymentType({
    id: 4,
    type: 'qualify',
    title: 'Qualifiche descrittive',
    description: 'Qualifiche descrittive nel profilo • Rinnovo automatico',
    price: '1.90',
    months: 3,
    variants: [
      makeVariant({ id: 41, skills_number: 1, price: '1.90' }),
      makeVariant({ id: 42, skills_number: 3, price: '1.50' }),
    ],
    plans: [
      makePlan({ id: 43, months: 3, percentage: 0, amount: '5.70' }),
      makePlan({ id: 44, months: 12, percentage: 15, amount: '19.38', is_default: false }),
    ],
  });
  const bundle = makePaymentType({
    id: 5,
    type: 'bundle',
    title: 'Pacchetto Studio',
    description: 'Professional • Gold',
    price: '24.90',
    promo_image: '/static/promo/pacchetto-studio.png',
    months: 3,
    contained_subscriptions: [
      { id: 1, type: 'professional', title: 'Professional' },
      { id: 2, type: 'gold', title: 'Gold' },
    ],
    plans: [
      makePlan({ id: 51, months: 3, percentage: 0, amount: '74.70' }),
      makePlan({ id: 52, months: 12, percentage: 20, amount: '239.04', is_default: false }),
    ],
  });
  return [professional, gold, skills, qualify, bundle];
}
