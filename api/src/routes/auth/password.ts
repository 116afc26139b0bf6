import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { lockUser } from '../../db/locks';
import { passwordResetTokens } from '../../db/schema';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { holdLiveSession, sessionOf } from '../../lib/authenticate';
import { ValidationError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queueEmail } from '../../lib/outbox';
import { hashPassword } from '../../lib/passwords';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { isRowId, requiredText, strictObject } from '../../lib/schema/fields';
import { DetailBody } from '../../lib/schema/responses';
import { formObject, passwordField, passwordPair } from '../../lib/schema/users-fields';
import { digest } from '../../lib/tokens';
import { findUserByIdentifier, parseIdentifier } from '../../services/accounts';
import { passwordResetEmail } from '../../services/emails';
import { setPassword } from '../../services/password-change';

const ResetBody = strictObject({
  /** An e-mail address or a mobile number. */
  email: requiredText({ max: 254 }).transform((raw, check) => {
    const identifier = parseIdentifier(raw);
    if (!identifier) check.addIssue({ code: 'custom', message: MSG.emailOrPhone });
    return identifier ?? z.NEVER;
  }),
});

/**
 * The user id of the reset link, as the page sends it (a string of digits from its URL, or a
 * number). Missing: a field error; anything else malformed: null, an invalid link.
 */
const uidField = z
  .unknown()
  .transform((value, check) => {
    if (value === undefined || value === null || value === '') {
      check.addIssue({ code: 'custom', message: MSG.required });
      return z.NEVER;
    }
    const text = typeof value === 'number' ? String(value) : value;
    const id = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
    // An id no row can have is an invalid link, and never reaches a query.
    return isRowId(id) ? id : null;
  })
  .meta({ description: "L'id dell'utente del link (cifre, stringa o numero)." });

const CheckBody = strictObject({ uid: uidField, token: requiredText({ max: 128 }) });

const ConfirmBody = formObject(
  {
    uid: uidField,
    token: requiredText({ max: 128 }),
    new_password1: passwordField(),
    new_password2: passwordField(),
  },
  passwordPair('new_password1', 'new_password2'),
);

const ChangeBody = formObject(
  { new_password1: passwordField(), new_password2: passwordField() },
  passwordPair('new_password1', 'new_password2'),
);

/** The row of a reset link that can still be used: this user's, this token's, not expired. */
function liveLink(uid: number, token: string, now: Date) {
  return and(
    eq(passwordResetTokens.digest, digest(token.toLowerCase())),
    eq(passwordResetTokens.userId, uid),
    gt(passwordResetTokens.expiresAt, now),
  );
}

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/password/reset/',
    {
      schema: {
        summary: 'Richiesta di reimpostazione della password (e-mail con il link)',
        tags: ['Autenticazione'],
        body: ResetBody,
        response: { 200: DetailBody },
      },
    },
    async (request) => {
      const now = ctx.clock();
      const identifier = request.body.email;

      // Every request counts, per IP and per typed address (not per account: the limit must be
      // the same for existing and unknown addresses, and must not tell that an e-mail and a
      // phone belong to one account), before the account is even looked up.
      const requests: AttemptCounter[] = [
        { scope: 'reset-ip', key: request.ip, rule: ctx.rateLimit.resetIp },
        {
          scope: 'reset-address',
          key: `${identifier.kind}:${identifier.value}`,
          rule: ctx.rateLimit.resetAddress,
        },
      ];
      await claimAttempt(ctx, requests, MSG.tooManyTries);

      // Same answer whether or not the account exists: the endpoint must not reveal accounts.
      const user = await findUserByIdentifier(ctx.db, identifier);
      if (user) {
        const token = randomBytes(24).toString('hex');
        const email = await passwordResetEmail({
          to: user.email,
          firstName: user.firstName,
          webUrl: ctx.webUrl,
          uid: user.id,
          token,
          validMinutes: Math.round(ctx.passwordResetTtlMs / 60_000),
        });
        await ctx.db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            digest: digest(token),
            userId: user.id,
            expiresAt: new Date(now.getTime() + ctx.passwordResetTtlMs),
          });
          await queueEmail(tx, email, now, ctx.outbox);
        });
        ctx.mail.wake();
      }
      return { detail: MSG.resetSent };
    },
  );

  // The reset page asks when it opens, so that a used or expired link says so before the user
  // types a password. Only dead links count, per IP, with the limit of the reset requests: a live
  // link gives its attempt back (reloading the page is not guessing).
  api.post(
    '/api/auth/password/reset/check/',
    {
      schema: {
        summary: 'Verifica di un link di reimpostazione, senza usarlo',
        tags: ['Autenticazione'],
        body: CheckBody,
        response: { 200: DetailBody },
      },
    },
    async (request) => {
      const { uid, token } = request.body;
      const attempt = await claimAttempt(
        ctx,
        [{ scope: 'reset-check-ip', key: request.ip, rule: ctx.rateLimit.resetIp }],
        MSG.tooManyTries,
      );
      const [live] =
        uid === null
          ? []
          : await ctx.db
              .select({ userId: passwordResetTokens.userId })
              .from(passwordResetTokens)
              .where(liveLink(uid, token, ctx.clock()))
              .limit(1);
      if (!live) throw new ValidationError({ token: [MSG.resetLinkInvalid] });
      await attempt.giveBack();
      return { detail: MSG.resetLinkValid };
    },
  );

  api.post(
    '/api/auth/password/reset/confirm/',
    {
      schema: {
        summary: 'Nuova password dal link di reimpostazione',
        tags: ['Autenticazione'],
        body: ConfirmBody,
        response: { 200: DetailBody },
      },
    },
    async (request) => {
      const { uid, token, new_password1: password } = request.body;

      const passwordHash = await hashPassword(password);
      const now = ctx.clock();
      const done = await ctx.db.transaction(async (tx) => {
        // The user's lock before the link's row, in the order every password change takes them.
        if (uid === null) return false;
        await lockUser(tx, uid);
        // Deleting the live row is the check: of two requests with one link, only one finds it.
        const [used] = await tx
          .delete(passwordResetTokens)
          .where(liveLink(uid, token, now))
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        // Every session ends (whoever knew the old password is signed out), the owner is told.
        await setPassword(
          tx,
          { userId: used.userId, passwordHash, keepDigest: null, webUrl: ctx.webUrl },
          now,
        );
        return true;
      });
      if (!done) throw new ValidationError({ token: [MSG.resetLinkInvalid] });
      ctx.mail.wake();
      return { detail: MSG.passwordReset };
    },
  );

  api.post(
    '/api/auth/password/change/',
    {
      schema: {
        summary: 'Cambio della password (le altre sessioni terminano)',
        tags: ['Autenticazione'],
        security: TOKEN_AUTH,
        body: ChangeBody,
        response: { 200: DetailBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const password = request.body.new_password1;

      const passwordHash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        // A reset (or another change) that committed since this request was authenticated has
        // ended its session: the change is refused, not made by a signed-out session.
        await holdLiveSession(tx, session);
        // Other sessions (other devices, a stolen token) end; this one stays signed in.
        await setPassword(
          tx,
          {
            userId: session.userId,
            passwordHash,
            keepDigest: session.tokenDigest,
            webUrl: ctx.webUrl,
          },
          ctx.clock(),
        );
      });
      ctx.mail.wake();
      return { detail: MSG.passwordChanged };
    },
  );
}
