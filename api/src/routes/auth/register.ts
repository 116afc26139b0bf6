import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { isPlainObject } from '../../lib/schema/fields';
import { ValidationError, addError, hasErrors } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { optionalBool, requiredObject, rowRef } from '../../lib/schema/fields';
import {
  acceptedField,
  birthDateField,
  emailField,
  fiscalCodeField,
  nameField,
  formObject,
  passwordField,
  passwordPair,
  phoneField,
  roleField,
  schemaErrors,
  validFields,
} from '../../lib/schema/users-fields';
import { checkUnique, signUp } from '../../services/accounts';
import { cityExists } from '../../services/references';

export const KeyResponse = z.object({
  key: z.string().meta({ description: 'La chiave di sessione: `Authorization: Token <key>`.' }),
});

export function registerRegisterRoute(app: FastifyInstance, ctx: AppContext): void {
  const profileShape = { type: roleField(), city: rowRef(MSG.city) };
  const shape = {
    first_name: nameField(),
    last_name: nameField(),
    email: emailField(),
    password1: passwordField(),
    password2: passwordField(),
    phone: phoneField(),
    terms: acceptedField(MSG.termsRequired),
    privacy: acceptedField(MSG.privacyRequired),
    gdpr: optionalBool(),
    birth_date: birthDateField(() => ctx.clock()),
    fiscal_code: fiscalCodeField(),
    profile: requiredObject(profileShape),
  };
  const RegisterBody = formObject(shape, passwordPair('password1', 'password2'));

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/register/',
    {
      schema: {
        summary: 'Registrazione con password',
        tags: ['Autenticazione'],
        body: RegisterBody,
        response: { 201: KeyResponse },
      },
      // The database checks (the city, e-mail and phone not taken) answer together with the
      // format errors: the handler merges them.
      attachValidation: true,
    },
    async (request, reply) => {
      // Every request counts, refused ones too, as for the light registration: no mass
      // sign-ups, and the "already used" errors do not enumerate e-mails and phones.
      const requests: AttemptCounter[] = [
        { scope: 'register-ip', key: request.ip, rule: ctx.rateLimit.registerIp },
      ];
      await claimAttempt(ctx, requests, MSG.tooManyTries);
      const now = ctx.clock();
      const refused = request.validationError;
      const errors = schemaErrors(refused);
      const valid = refused ? validFields(shape, request.body) : request.body;
      const raw: unknown = request.body;
      const rawProfile = isPlainObject(raw) ? raw.profile : undefined;
      const profile = refused ? validFields(profileShape, rawProfile) : request.body.profile;
      if (profile.city && !(await cityExists(ctx.db, profile.city))) {
        addError(errors, ['profile', 'city'], MSG.city);
      }
      await checkUnique(ctx.db, { email: valid.email, phoneKey: valid.phone?.phoneKey }, errors);
      if (refused || hasErrors(errors)) throw new ValidationError(errors);

      const body = request.body;
      const key = await signUp(
        ctx.db,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          ...body.phone,
          password: body.password1,
          terms: body.terms,
          privacy: body.privacy,
          gdpr: body.gdpr ?? false,
          birthDate: body.birth_date,
          fiscalCode: body.fiscal_code,
          role: body.profile.type,
          cityId: body.profile.city,
        },
        now,
      );
      return reply.code(201).send({ key });
    },
  );
}
