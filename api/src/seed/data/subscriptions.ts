import type { PaymentMethod, SubscriptionType } from '../../db/schema';

/**
 * The subscription catalogue. Ids are fixed: the web app's tests and the end-to-end journeys
 * rely on them (plan 11 is the professional annual plan, BENVENUTO20 applies to it, …).
 */

const ALL: PaymentMethod[] = ['paypal', 'credit_card', 'bank_transfer'];
const ONLINE: PaymentMethod[] = ['paypal', 'credit_card'];

export interface PaymentTypeSeed {
  id: number;
  type: SubscriptionType;
  title: string;
  description: string;
  monthlyCents: number;
  promoImage?: string;
  contains?: number[];
  plans: {
    id: number;
    months: number;
    percentage: number;
    isDefault?: boolean;
    methods: PaymentMethod[];
  }[];
  variants?: { id: number; skillsNumber: number; unitCents: number }[];
  /** Monthly price by second city ([name, province]). */
  cityPrices?: { city: [string, string]; monthlyCents: number }[];
}

const BUNDLE_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">' +
    '<rect width="640" height="200" rx="16" fill="#A17644"/>' +
    '<rect x="16" y="16" width="608" height="168" rx="12" fill="none" stroke="#f6d560" stroke-width="4"/>' +
    '<text x="320" y="95" font-family="Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">Pacchetto Studio</text>' +
    '<text x="320" y="140" font-family="Arial, sans-serif" font-size="22" fill="#f6d560" text-anchor="middle">Professional + Gold in un unico abbonamento</text>' +
    '</svg>',
)}`;

export const PAYMENT_TYPES: PaymentTypeSeed[] = [
  {
    id: 1,
    type: 'professional',
    title: 'Professional',
    description:
      'Notifiche prioritarie prima degli utenti base • Tutte le notifiche del forum • ' +
      '2 competenze gratuite in più • Un secondo comune in cui lavorare • ' +
      'Posizione in evidenza tra i candidati disponibili • Profilo certificato',
    monthlyCents: 990,
    plans: [
      { id: 11, months: 12, percentage: 20, isDefault: true, methods: ALL },
      { id: 12, months: 6, percentage: 10, methods: ONLINE },
      { id: 13, months: 1, percentage: 0, methods: ONLINE },
    ],
    cityPrices: [
      { city: ['Milano', 'MI'], monthlyCents: 1490 },
      { city: ['Roma', 'RM'], monthlyCents: 1490 },
      { city: ['Napoli', 'NA'], monthlyCents: 1290 },
      { city: ['Torino', 'TO'], monthlyCents: 1290 },
    ],
  },
  {
    id: 2,
    type: 'gold',
    title: 'Gold',
    description:
      'Badge Gold sul profilo • Descrizione dello studio legale • ' +
      'Descrizioni personali delle competenze • Una qualifica descrittiva inclusa',
    monthlyCents: 1990,
    plans: [
      { id: 21, months: 12, percentage: 20, isDefault: true, methods: ALL },
      { id: 22, months: 1, percentage: 0, methods: ONLINE },
    ],
  },
  {
    id: 3,
    type: 'additional_skills',
    title: 'Competenze aggiuntive',
    description:
      'Competenze in più oltre a quelle incluse • Più richieste di attività dai colleghi • ' +
      'Rinnovo automatico, disdici quando vuoi',
    monthlyCents: 290,
    plans: [
      { id: 34, months: 3, percentage: 0, isDefault: true, methods: ALL },
      { id: 35, months: 12, percentage: 15, methods: ALL },
    ],
    variants: [
      { id: 31, skillsNumber: 1, unitCents: 290 },
      { id: 32, skillsNumber: 3, unitCents: 250 },
      { id: 33, skillsNumber: 5, unitCents: 220 },
    ],
  },
  {
    id: 4,
    type: 'qualify',
    title: 'Qualifiche descrittive',
    description:
      'Mostra le tue qualifiche sul profilo • Fatti trovare dai colleghi per i tuoi incarichi • ' +
      'Rinnovo automatico, disdici quando vuoi',
    monthlyCents: 190,
    plans: [
      { id: 43, months: 3, percentage: 0, isDefault: true, methods: ALL },
      { id: 44, months: 12, percentage: 15, methods: ALL },
    ],
    variants: [
      { id: 41, skillsNumber: 1, unitCents: 190 },
      { id: 42, skillsNumber: 3, unitCents: 150 },
    ],
  },
  {
    id: 5,
    type: 'bundle',
    title: 'Pacchetto Studio',
    description:
      'Professional e Gold in un unico abbonamento • Tutti i vantaggi del profilo certificato • ' +
      'Tutti i vantaggi Gold • Un risparmio rispetto ai due abbonamenti separati',
    monthlyCents: 2490,
    promoImage: BUNDLE_IMAGE,
    contains: [1, 2],
    plans: [
      { id: 51, months: 3, percentage: 0, isDefault: true, methods: ALL },
      { id: 52, months: 12, percentage: 20, methods: ALL },
    ],
  },
];

export interface CouponSeed {
  code: string;
  percentage?: number;
  discountCents?: number;
  paymentTypeId?: number;
  planId?: number;
  /** Days from the seed time (negative: already expired). */
  expiresInDays?: number;
  maxUses?: number;
  uses?: number;
}

export const COUPONS: CouponSeed[] = [
  { code: 'BENVENUTO20', percentage: 20, paymentTypeId: 1 },
  { code: 'ANNUALE15', percentage: 15, paymentTypeId: 1, planId: 11 },
  { code: 'GOLD10', discountCents: 1000, paymentTypeId: 2 },
  { code: 'SCADUTO', percentage: 10, expiresInDays: -30 },
  { code: 'ESAURITO', percentage: 10, maxUses: 1, uses: 1 },
];

export interface DemoSubscriptionSeed {
  email: string;
  paymentTypeId: number;
  planId: number | null;
  variantId?: number;
  city?: [string, string];
  method: PaymentMethod | 'trial';
  /** Months from the seed time (negative: in the past). */
  startMonths: number;
  endMonths: number;
}

export const DEMO_SUBSCRIPTIONS: DemoSubscriptionSeed[] = [
  {
    email: 'avvocato@demo.colleghi.it',
    paymentTypeId: 1,
    planId: 11,
    city: ['Roma', 'RM'],
    method: 'credit_card',
    startMonths: -4,
    endMonths: 8,
  },
  {
    email: 'avvocato@demo.colleghi.it',
    paymentTypeId: 3,
    planId: 34,
    variantId: 31,
    method: 'credit_card',
    startMonths: -1,
    endMonths: 2,
  },
  {
    email: 'collega.roma@demo.colleghi.it',
    paymentTypeId: 1,
    planId: null,
    method: 'trial',
    startMonths: -1,
    endMonths: 2,
  },
];
