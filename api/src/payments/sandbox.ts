import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { sandboxCards, sandboxPayments } from '../db/schema';
import type { SandboxCardOutcome } from '../db/schema';
import type {
  CaptureResult,
  CardProvider,
  ChargeInput,
  IntentState,
  PaypalProvider,
  SetupTokenState,
} from './provider';

/**
 * The offline provider: card intents and PayPal setup tokens are rows of sandbox_payments, so
 * it behaves the same across processes and restarts. Deterministic: the slow test card is
 * "processing" for a number of status reads, never for a span of time.
 */

export const SANDBOX_MSG = {
  cardNumber: 'Il numero della carta non è valido.',
  expiry: 'La data di scadenza non è valida.',
  cvc: 'Il codice di sicurezza non è valido.',
  declined: 'La carta è stata rifiutata.',
  invalidIntent: 'Richiesta di pagamento non valida.',
} as const;

/** Test cards: any other valid number succeeds. */
export const TEST_CARDS: Record<string, SandboxCardOutcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000000259': 'slow',
};
/** Status reads the slow card stays processing for. */
export const SLOW_READS = 2;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
  name?: unknown;
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** Checks a card as a provider would: the first problem's message, or the card's outcome. */
export function checkCard(
  card: CardInput,
  now: Date,
): { ok: true; last4: string; outcome: SandboxCardOutcome } | { ok: false; message: string } {
  const number = asText(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, message: SANDBOX_MSG.cardNumber };
  }
  const month = asText(card.exp_month);
  const yearText = asText(card.exp_year);
  const monthValue = /^\d{1,2}$/.test(month) ? Number(month) : 0;
  const year = /^\d{2}$/.test(yearText)
    ? 2000 + Number(yearText)
    : /^\d{4}$/.test(yearText)
      ? Number(yearText)
      : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (monthValue < 1 || monthValue > 12 || year === 0 || year * 12 + monthValue < current) {
    return { ok: false, message: SANDBOX_MSG.expiry };
  }
  if (!/^\d{3,4}$/.test(asText(card.cvc))) return { ok: false, message: SANDBOX_MSG.cvc };
  return { ok: true, last4: number.slice(-4), outcome: TEST_CARDS[number] ?? 'succeed' };
}

export class SandboxProvider implements CardProvider, PaypalProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async createPaymentMethod(last4: string, outcome: SandboxCardOutcome): Promise<string> {
    const id = newId('pm');
    await this.db.insert(sandboxCards).values({ id, last4, outcome, createdAt: this.clock() });
    return id;
  }

  async createIntent(input: ChargeInput & { paymentMethodId: string }) {
    const [card] = await this.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.id, input.paymentMethodId));
    if (!card) throw new Error('unknown sandbox payment method');
    const id = newId('pi');
    const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.db.insert(sandboxPayments).values({
      id,
      kind: 'intent',
      clientSecret,
      cardId: card.id,
      amountCents: input.amountCents,
      vatCents: input.vatCents,
      description: input.description,
      status: 'requires_confirmation',
      createdAt: this.clock(),
    });
    return { id, clientSecret };
  }

  async hasPaymentMethod(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: sandboxCards.id })
      .from(sandboxCards)
      .where(eq(sandboxCards.id, id));
    return rows.length > 0;
  }

  /** What stripe.confirmCardPayment does: charges the card according to its outcome. */
  async confirmIntent(
    id: string,
    clientSecret: string,
  ): Promise<{ status: 'succeeded' | 'processing' | 'failed'; message?: string } | null> {
    const [intent] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.kind, 'intent')));
    if (!intent || intent.clientSecret !== clientSecret || !intent.cardId) return null;
    const [card] = await this.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.id, intent.cardId));
    const next =
      card?.outcome === 'decline'
        ? 'failed'
        : card?.outcome === 'slow'
          ? 'processing'
          : 'succeeded';
    // Conditional: a second confirmation reports the state reached by the first one.
    await this.db
      .update(sandboxPayments)
      .set({ status: next, slowReads: next === 'processing' ? SLOW_READS : 0 })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'requires_confirmation')));
    const [after] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (after.status === 'failed') return { status: 'failed', message: SANDBOX_MSG.declined };
    if (after.status === 'processing') return { status: 'processing' };
    return { status: after.status === 'succeeded' ? 'succeeded' : 'failed' };
  }

  async retrieveIntent(id: string): Promise<IntentState> {
    const [intent] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (!intent) return { status: 'failed', message: null };
    if (intent.status === 'requires_confirmation') return { status: 'pending' };
    if (intent.status === 'processing') {
      // Each read uses up one of the processing reads; then the payment goes through.
      const counted = await this.db
        .update(sandboxPayments)
        .set({ slowReads: sql`${sandboxPayments.slowReads} - 1` })
        .where(
          and(
            eq(sandboxPayments.id, id),
            eq(sandboxPayments.status, 'processing'),
            gt(sandboxPayments.slowReads, 0),
          ),
        )
        .returning({ id: sandboxPayments.id });
      if (counted.length > 0) return { status: 'pending' };
      await this.db
        .update(sandboxPayments)
        .set({ status: 'succeeded' })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'processing')));
      return this.retrieveIntent(id);
    }
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    return { status: 'failed', message: SANDBOX_MSG.declined };
  }

  async refund(id: string): Promise<void> {
    await this.db
      .update(sandboxPayments)
      .set({ status: 'refunded' })
      .where(and(eq(sandboxPayments.id, id)));
  }

  async createSetupToken(
    input: ChargeInput & { returnUrl: string; cancelUrl: string; apiBase: string },
  ) {
    const id = newId('st');
    await this.db.insert(sandboxPayments).values({
      id,
      kind: 'setup_token',
      amountCents: input.amountCents,
      vatCents: input.vatCents,
      description: input.description,
      status: 'pending_approval',
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      createdAt: this.clock(),
    });
    return {
      id,
      selfUrl: `${input.apiBase}/api/sandbox/paypal/setup-tokens/${id}/`,
      approveUrl: `${input.apiBase}/api/sandbox/paypal/approve/${id}/`,
    };
  }

  async findSetupToken(id: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.kind, 'setup_token')));
    return row ?? null;
  }

  /** The payer's answer on the approval page; the first answer wins. */
  async answerSetupToken(id: string, approve: boolean): Promise<void> {
    await this.db
      .update(sandboxPayments)
      .set({ status: approve ? 'approved' : 'cancelled' })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending_approval')));
  }

  async setupTokenState(id: string): Promise<SetupTokenState> {
    const token = await this.findSetupToken(id);
    if (!token) return 'cancelled';
    if (token.status === 'approved' || token.status === 'captured') return 'approved';
    return token.status === 'pending_approval' ? 'pending' : 'cancelled';
  }

  async capture(id: string): Promise<CaptureResult> {
    const captured = await this.db
      .update(sandboxPayments)
      .set({ status: 'captured' })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'approved')))
      .returning({ id: sandboxPayments.id });
    return captured.length > 0 ? { ok: true, reference: id } : { ok: false, message: null };
  }
}
