import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { isPlainObject } from '../../lib/schema/fields';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { schemaErrors, validFields } from '../../lib/schema/users-fields';
import type { LoadedForUser } from '../../serializers/user';
import { loadUserJson } from '../../serializers/user';
import { updateUser } from '../../services/user-update';
import type { UserUpdateFields } from '../../services/user-update-read';
import {
  lawfirmShape,
  profileShape,
  toUserUpdate,
  userUpdateBody,
  userUpdateShape,
} from '../../services/user-update-read';
import { User } from './user-response';

const child = (parent: unknown, key: string) =>
  isPlainObject(parent) && isPlainObject(parent[key]) ? parent[key] : undefined;

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => ctx.clock();
  const shape = userUpdateShape(today);
  const UpdateBody = userUpdateBody(today);

  const sendMe = async (userId: number, reply: FastifyReply, loaded?: LoadedForUser) => {
    const user = await loadUserJson(ctx.db, userId, ctx.clock(), loaded);
    if (!user) throw detailError(404, MSG.notFound);
    return reply.send(user);
  };

  api.get(
    '/api/users/me/',
    {
      schema: {
        summary: "L'utente autenticato, con profilo e abbonamenti",
        tags: ['Profilo'],
        security: TOKEN_AUTH,
        response: { 200: User },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return sendMe(userId, reply);
    },
  );

  const put = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = sessionOf(request);
    const refused = request.validationError;
    const raw = request.body;
    // A refused body still has its existence checks run on the fields that are valid, so one
    // answer lists every problem.
    const user = (refused ? validFields(shape, raw) : raw) as UserUpdateFields;
    const rawProfile = child(raw, 'profile');
    const profile = refused ? rawProfile && validFields(profileShape, rawProfile) : user.profile;
    const rawLawfirm = child(rawProfile, 'lawfirm');
    const lawfirm = refused
      ? rawLawfirm && validFields(lawfirmShape, rawLawfirm)
      : (user.profile?.lawfirm ?? undefined);
    const update = toUserUpdate(user, profile, lawfirm);
    const loaded = await updateUser(ctx, userId, {
      update,
      errors: schemaErrors(refused),
      rawBody: raw,
    });
    return sendMe(userId, reply, loaded);
  };
  // PUT is a partial update (the contract's "partial User body"): absent fields are unchanged.
  for (const url of ['/api/users/me/', '/api/auth/user/']) {
    api.put(
      url,
      {
        schema: {
          summary:
            url === '/api/users/me/'
              ? "Modifica dell'utente autenticato (aggiornamento parziale)"
              : "Modifica dell'utente autenticato (indirizzo alternativo)",
          tags: ['Profilo'],
          security: TOKEN_AUTH,
          body: UpdateBody,
          response: { 200: User },
        },
        attachValidation: true,
      },
      put,
    );
  }
}
