import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { isPlainObject } from '../../lib/schema/fields';
import { ValidationError, addError, hasErrors } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queueEmail } from '../../lib/outbox';
import { generatePassword } from '../../lib/passwords';
import { optionalBool, requiredObject, rowId, rowRef, strictObject } from '../../lib/schema/fields';
import {
  acceptedField,
  emailField,
  nameField,
  phoneField,
  roleField,
  schemaErrors,
  validFields,
} from '../../lib/schema/users-fields';
import { checkUnique, signUp } from '../../services/accounts';
import { welcomeWithPasswordEmail } from '../../services/emails';
import { cityExists } from '../../services/references';
import { KeyResponse } from './register';

/** Guest sign-up from the request wizard: no password field, one is generated and e-mailed. */
export function registerLightRegisterRoute(app: FastifyInstance, ctx: AppContext): void {
  const lawfirmShape = { city: rowRef(MSG.city) };
  const profileShape = { type: roleField(), lawfirm: requiredObject(lawfirmShape) };
  const shape = {
    first_name: nameField(),
    last_name: nameField(),
    email: emailField(),
    phone: phoneField(),
    privacy: acceptedField(MSG.privacyRequired),
    terms: acceptedField(MSG.termsRequired),
    gdpr: optionalBool(),
    profile: requiredObject(profileShape),
    temp_demand: rowId()
      .nullable()
      .optional()
      .meta({ description: 'La richiesta iniziata prima della registrazione.' }),
  };
  const LightRegisterBody = strictObject(shape);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/light-register/',
    {
      schema: {
        summary: 'Registrazione rapida (la password arriva per e-mail)',
        tags: ['Autenticazione'],
        body: LightRegisterBody,
        response: { 201: KeyResponse },
      },
      // The database checks (the city, e-mail and phone not taken) answer together with the
      // format errors: the handler merges them.
      attachValidation: true,
    },
    async (request, reply) => {
      // Every request counts, refused ones too: each success mails a password to any address,
      // and the "already used" errors would otherwise enumerate e-mails and phones.
      const requests: AttemptCounter[] = [
        { scope: 'light-register-ip', key: request.ip, rule: ctx.rateLimit.lightRegisterIp },
      ];
      await claimAttempt(ctx, requests, MSG.tooManyTries);
      const now = ctx.clock();
      const refused = request.validationError;
      const errors = schemaErrors(refused);
      const valid = refused ? validFields(shape, request.body) : request.body;
      const raw: unknown = request.body;
      const rawProfile = isPlainObject(raw) ? raw.profile : undefined;
      const rawLawfirm = isPlainObject(rawProfile) ? rawProfile.lawfirm : undefined;
      const lawfirm = refused
        ? validFields(lawfirmShape, rawLawfirm)
        : request.body.profile.lawfirm;
      if (lawfirm.city && !(await cityExists(ctx.db, lawfirm.city))) {
        addError(errors, ['profile', 'lawfirm', 'city'], MSG.city);
      }
      await checkUnique(ctx.db, { email: valid.email, phoneKey: valid.phone?.phoneKey }, errors);
      if (refused || hasErrors(errors)) throw new ValidationError(errors);

      const body = request.body;
      const password = generatePassword();
      // Rendered before the transaction, which then only writes.
      const welcome = await welcomeWithPasswordEmail({
        to: body.email,
        firstName: body.first_name,
        password,
        webUrl: ctx.webUrl,
      });
      const key = await signUp(
        ctx.db,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          ...body.phone,
          password,
          terms: body.terms,
          privacy: body.privacy,
          gdpr: body.gdpr ?? false,
          tempDemand: body.temp_demand,
          role: body.profile.type,
          lawfirmCityId: body.profile.lawfirm.city,
        },
        now,
        (tx) => queueEmail(tx, welcome, now, ctx.outbox),
      );
      ctx.mail.wake();
      return reply.code(201).send({ key });
    },
  );
}
