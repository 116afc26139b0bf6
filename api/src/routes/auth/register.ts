import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { BodyReader } from '../../lib/body-reader';
import { ValidationError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { checkUnique, signUp } from '../../services/accounts';
import { cityExists } from '../../services/references';
import {
  readAccepted,
  readBirthDate,
  readEmail,
  readFiscalCode,
  readName,
  readPasswordPair,
  readPhone,
  readRole,
} from '../../services/user-fields';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password1',
  'password2',
  'phone',
  'terms',
  'privacy',
  'gdpr',
  'birth_date',
  'fiscal_code',
  'profile',
];

export function registerRegisterRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/register/', async (request, reply) => {
    // Every request counts, refused ones too, as for the light registration: no mass sign-ups,
    // and the "already used" errors do not enumerate e-mails and phones.
    const requests: AttemptCounter[] = [
      { scope: 'register-ip', key: request.ip, rule: ctx.rateLimit.registerIp },
    ];
    await claimAttempt(ctx, requests, MSG.tooManyTries);
    const now = ctx.clock();
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(FIELDS);
    const firstName = readName(body, 'first_name', true);
    const lastName = readName(body, 'last_name', true);
    const email = readEmail(body, 'email');
    const password = readPasswordPair(body, 'password1', 'password2');
    const phone = readPhone(body, 'phone', true);
    const terms = readAccepted(body, 'terms', MSG.termsRequired);
    const privacy = readAccepted(body, 'privacy', MSG.privacyRequired);
    const gdpr = body.bool('gdpr') ?? false;
    const birthDate = readBirthDate(body, 'birth_date', now);
    const fiscalCode = readFiscalCode(body, 'fiscal_code');
    const profile = body.object('profile', { required: true });
    profile?.allowOnly(['type', 'city']);
    const role = profile ? readRole(profile, 'type', true) : undefined;
    const cityId = profile?.ref('city', { required: true, unknown: MSG.city });
    if (profile && cityId && !(await cityExists(ctx.db, cityId))) profile.error('city', MSG.city);

    const errors = body.errors();
    await checkUnique(ctx.db, { email, phoneKey: phone?.phoneKey }, errors);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (!firstName || !lastName || !email || !password || !phone || !role || !cityId) {
      throw new ValidationError({ non_field_errors: [MSG.badRequest] });
    }

    const key = await signUp(
      ctx.db,
      {
        firstName,
        lastName,
        email,
        ...phone,
        password,
        terms: terms === true,
        privacy: privacy === true,
        gdpr,
        birthDate,
        fiscalCode,
        role,
        cityId,
      },
      now,
    );
    return reply.code(201).send({ key });
  });
}
