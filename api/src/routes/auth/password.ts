import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { authenticate } from '../../lib/authenticate';
import { BodyReader } from '../../lib/body-reader';
import { ValidationError, nonFieldError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queueEmail } from '../../lib/outbox';
import { hashPassword } from '../../lib/passwords';
import { digest } from '../../lib/tokens';
import { findUserByIdentifier, parseIdentifier } from '../../services/accounts';
import { passwordResetEmail } from '../../services/emails';
import { setPassword } from '../../services/password-change';
import { readPasswordPair } from '../../services/user-fields';

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/password/reset/', async (request) => {
    const now = ctx.clock();
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['email']);
    const raw = body.text('email', { required: true, max: 254 });
    const identifier = raw ? parseIdentifier(raw) : null;
    if (raw && !identifier) body.error('email', MSG.emailOrPhone);
    body.throwIfErrors();

    // Every request counts, per IP and per typed address (not per account: the limit must be
    // the same for existing and unknown addresses, and must not tell that an e-mail and a
    // phone belong to one account), before the account is even looked up.
    if (identifier) {
      const requests: AttemptCounter[] = [
        { scope: 'reset-ip', key: request.ip, rule: ctx.rateLimit.resetIp },
        {
          scope: 'reset-address',
          key: `${identifier.kind}:${identifier.value}`,
          rule: ctx.rateLimit.resetAddress,
        },
      ];
      await claimAttempt(ctx, requests, MSG.tooManyTries);
    }

    // Same answer whether or not the account exists: the endpoint must not reveal accounts.
    const user = identifier ? await findUserByIdentifier(ctx.db, identifier) : null;
    if (user) {
      const token = randomBytes(24).toString('hex');
      await ctx.db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          digest: digest(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + ctx.passwordResetTtlMs),
        });
        await queueEmail(
          tx,
          passwordResetEmail({
            to: user.email,
            firstName: user.firstName,
            webUrl: ctx.webUrl,
            uid: user.id,
            token,
            validMinutes: Math.round(ctx.passwordResetTtlMs / 60_000),
          }),
          now,
          ctx.outbox,
        );
      });
    }
    return { detail: MSG.resetSent };
  });

  app.post('/api/auth/password/reset/confirm/', async (request) => {
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['uid', 'token', 'new_password1', 'new_password2']);
    const uid = readUid(body);
    const token = body.text('token', { required: true, max: 128 });
    const password = readPasswordPair(body, 'new_password1', 'new_password2');
    body.throwIfErrors();
    if (uid === undefined || !token || password === undefined) throw nonFieldError(MSG.badRequest);

    const passwordHash = await hashPassword(password);
    const now = ctx.clock();
    const done = await ctx.db.transaction(async (tx) => {
      // Deleting the live row is the check: of two requests with one link, only one finds it.
      const [used] = await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.digest, digest(token.toLowerCase())),
            eq(passwordResetTokens.userId, uid ?? 0),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
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
    return { detail: MSG.passwordReset };
  });

  app.post('/api/auth/password/change/', async (request) => {
    const session = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['new_password1', 'new_password2']);
    const password = readPasswordPair(body, 'new_password1', 'new_password2');
    body.throwIfErrors();
    if (password === undefined) throw nonFieldError(MSG.badRequest);

    const passwordHash = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
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
    return { detail: MSG.passwordChanged };
  });
}

/**
 * The user id of the reset link, as the page sends it (a string of digits from its URL, or a
 * number). Missing: a field error; anything else malformed: null, an invalid link.
 */
function readUid(body: BodyReader): number | null | undefined {
  const value = body.data.uid;
  if (value === undefined || value === null || value === '') {
    body.error('uid', MSG.required);
    return undefined;
  }
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
