import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { BodyReader } from '../../lib/body-reader';
import { nonFieldError } from '../../lib/errors';
import { beginLoginAttempt } from '../../lib/login-throttle';
import { MSG } from '../../lib/messages';
import { getDummyHash, verifyPassword } from '../../lib/passwords';
import { createToken } from '../../lib/tokens';
import { findUserByIdentifier, parseIdentifier } from '../../services/accounts';

export function registerLoginRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/login/', async (request, reply) => {
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['email', 'password']);
    const rawIdentifier = body.text('email', { required: true, max: 254 });
    // Passwords are not trimmed: spaces may be part of them.
    const password = body.data.password;
    if (password === undefined || password === null || password === '') {
      body.error('password', MSG.required);
    } else if (typeof password !== 'string') {
      body.error('password', MSG.invalidText);
    }
    const identifier = rawIdentifier ? parseIdentifier(rawIdentifier) : null;
    if (rawIdentifier && !identifier) body.error('email', MSG.emailOrPhone);
    body.throwIfErrors();
    if (!identifier || typeof password !== 'string') throw nonFieldError(MSG.badCredentials);

    const user = await findUserByIdentifier(ctx.db, identifier);
    const keys = {
      ip: request.ip,
      account: user ? `user:${user.id}` : `${identifier.kind}:${identifier.value}`,
    };
    const attempt = await beginLoginAttempt(ctx, keys);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !valid) throw nonFieldError(MSG.badCredentials);
    await attempt.succeeded();
    const key = await createToken(ctx.db, user.id, ctx.clock());
    // A sign-in with the password is a return: the first visit was the registration's session.
    await ctx.db
      .update(users)
      .set({ isNew: false })
      .where(and(eq(users.id, user.id), eq(users.isNew, true)));
    return reply.code(200).send({ key });
  });
}
