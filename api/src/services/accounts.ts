import { and, eq, ne } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client';
import { lawfirms, profiles, users } from '../db/schema';
import type { Role } from '../db/schema';
import type { ErrorTree } from '../lib/errors';
import { ValidationError, addError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { hashPassword } from '../lib/passwords';
import { isEmail, phoneKey } from '@colleghi/rules';
import { normalizeEmail } from '../lib/rules';
import { createToken } from '../lib/tokens';

export type UserRow = typeof users.$inferSelect;

/** Sign-in and password reset accept an e-mail or a mobile number in the same field. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function parseIdentifier(raw: string): Identifier | null {
  if (raw.includes('@')) {
    const email = normalizeEmail(raw);
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  const key = phoneKey(raw);
  return key ? { kind: 'phone', value: key } : null;
}

export async function findUserByIdentifier(
  db: Executor,
  identifier: Identifier,
): Promise<UserRow | null> {
  const column = identifier.kind === 'email' ? users.email : users.phoneKey;
  const [row] = await db.select().from(users).where(eq(column, identifier.value)).limit(1);
  return row ?? null;
}

/** Adds 'already taken' errors for the e-mail and the phone (ignoring the user being edited). */
export async function checkUnique(
  db: Executor,
  values: { email?: string; phoneKey?: string },
  errors: ErrorTree,
  excludeUserId?: number,
): Promise<void> {
  const others = (column: typeof users.email | typeof users.phoneKey, value: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(
        excludeUserId ? and(eq(column, value), ne(users.id, excludeUserId)) : eq(column, value),
      )
      .limit(1);
  if (values.email && (await others(users.email, values.email)).length > 0) {
    addError(errors, ['email'], MSG.emailTaken);
  }
  if (values.phoneKey && (await others(users.phoneKey, values.phoneKey)).length > 0) {
    addError(errors, ['phone'], MSG.phoneTaken);
  }
}

/** Maps a unique-constraint race (two sign-ups at once) to the same field errors. */
function uniqueViolationErrors(error: unknown): ErrorTree | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: string; constraint?: string; detail?: string } | null;
    if (pgError?.code !== '23505') continue;
    const where = `${pgError.constraint ?? ''} ${pgError.detail ?? ''}`;
    if (where.includes('phone')) return { phone: [MSG.phoneTaken] };
    if (where.includes('email')) return { email: [MSG.emailTaken] };
    return { non_field_errors: [MSG.badRequest] };
  }
  return null;
}

/** Runs a write, turning a unique-constraint race into the 400 checkUnique would have given. */
export async function withUniqueErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const mapped = uniqueViolationErrors(error);
    if (mapped) throw new ValidationError(mapped);
    throw error;
  }
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneKey: string;
  passwordHash: string;
  terms: boolean;
  privacy: boolean;
  gdpr: boolean;
  birthDate?: string | null;
  fiscalCode?: string | null;
  tempDemand?: number | null;
  role: Role;
  cityId?: number | null;
  lawfirmCityId?: number | null;
  isNew?: boolean;
}

/** Inserts the user, its profile and (when a law-firm city is given) its law firm. */
export async function createAccount(db: Executor, input: NewAccount, now: Date): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      phoneKey: input.phoneKey,
      passwordHash: input.passwordHash,
      terms: input.terms,
      privacy: input.privacy,
      gdpr: input.gdpr,
      birthDate: input.birthDate ?? null,
      fiscalCode: input.fiscalCode ?? null,
      tempDemand: input.tempDemand ?? null,
      isNew: input.isNew ?? true,
      createdAt: now,
    })
    .returning({ id: users.id });
  let lawfirmId: number | null = null;
  if (input.lawfirmCityId) {
    const [firm] = await db
      .insert(lawfirms)
      .values({ cityId: input.lawfirmCityId })
      .returning({ id: lawfirms.id });
    lawfirmId = firm.id;
  }
  await db.insert(profiles).values({
    userId: user.id,
    type: input.role,
    cityId: input.cityId ?? null,
    lawfirmId,
  });
  return user.id;
}

/**
 * The end of both sign-ups (auth/register/ and auth/light-register/) once the body is valid:
 * hashes the password, then in one transaction creates the account, does what the route adds
 * (`alsoInTransaction`: the light sign-up's welcome e-mail) and opens a session. Returns its key.
 */
export async function signUp(
  db: Db,
  account: Omit<NewAccount, 'passwordHash'> & { password: string },
  now: Date,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<string> {
  const { password, ...fields } = account;
  const passwordHash = await hashPassword(password);
  return withUniqueErrors(() =>
    db.transaction(async (tx) => {
      const userId = await createAccount(tx, { ...fields, passwordHash }, now);
      await alsoInTransaction?.(tx);
      return createToken(tx, userId, now);
    }),
  );
}
