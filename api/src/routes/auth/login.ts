import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { lockUser } from '../../db/locks';
import { users } from '../../db/schema';
import { nonFieldError } from '../../lib/errors';
import { beginLoginAttempt } from '../../lib/login-throttle';
import { MSG } from '../../lib/messages';
import { getDummyHash, verifyPassword } from '../../lib/passwords';
import { requiredSecret, requiredText, strictObject } from '../../lib/schema/fields';
import { createToken } from '../../lib/tokens';
import { findUserByIdentifier, parseIdentifier } from '../../services/accounts';

const LoginBody = strictObject({
  /** An e-mail address or a mobile number. */
  email: requiredText({ max: 254 }).transform((raw, check) => {
    const identifier = parseIdentifier(raw);
    if (!identifier) check.addIssue({ code: 'custom', message: MSG.emailOrPhone });
    return identifier ?? z.NEVER;
  }),
  password: requiredSecret(),
});

const LoginResponse = z.object({
  key: z.string().meta({ description: 'La chiave di sessione: `Authorization: Token <key>`.' }),
});

export function registerLoginRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/login/',
    {
      schema: {
        summary: 'Accesso con e-mail (o cellulare) e password',
        tags: ['Autenticazione'],
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { email: identifier, password } = request.body;
      const user = await findUserByIdentifier(ctx.db, identifier);
      const keys = {
        ip: request.ip,
        account: user ? `user:${user.id}` : `${identifier.kind}:${identifier.value}`,
      };
      const attempt = await beginLoginAttempt(ctx, keys);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !valid) throw nonFieldError(MSG.badCredentials);
      const key = await ctx.db.transaction(async (tx) => {
        // The password was checked against the hash read before the (slow) check: a reset or
        // change that committed meanwhile ended every session, so this one is not created.
        await lockUser(tx, user.id);
        const [current] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.id));
        if (current?.passwordHash !== user.passwordHash) return null;
        // A sign-in with the password is a return: the first visit was the registration's.
        await tx
          .update(users)
          .set({ isNew: false })
          .where(and(eq(users.id, user.id), eq(users.isNew, true)));
        return createToken(tx, user.id, ctx.clock());
      });
      if (!key) throw nonFieldError(MSG.badCredentials);
      await attempt.succeeded();
      return reply.code(200).send({ key });
    },
  );
}
