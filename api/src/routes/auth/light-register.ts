import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { BodyReader } from '../../lib/body-reader';
import { ValidationError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queueEmail } from '../../lib/outbox';
import { generatePassword } from '../../lib/passwords';
import { checkUnique, signUp } from '../../services/accounts';
import { welcomeWithPasswordEmail } from '../../services/emails';
import { cityExists } from '../../services/references';
import { readAccepted, readEmail, readName, readPhone, readRole } from '../../services/user-fields';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'privacy',
  'terms',
  'gdpr',
  'profile',
  'temp_demand',
];

/** Guest sign-up from the request wizard: no password field, one is generated and e-mailed. */
export function registerLightRegisterRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/light-register/', async (request, reply) => {
    // Every request counts, refused ones too: each success mails a password to any address,
    // and the "already used" errors would otherwise enumerate e-mails and phones.
    const requests: AttemptCounter[] = [
      { scope: 'light-register-ip', key: request.ip, rule: ctx.rateLimit.lightRegisterIp },
    ];
    await claimAttempt(ctx, requests, MSG.tooManyTries);
    const now = ctx.clock();
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(FIELDS);
    const firstName = readName(body, 'first_name', true);
    const lastName = readName(body, 'last_name', true);
    const email = readEmail(body, 'email');
    const phone = readPhone(body, 'phone', true);
    const privacy = readAccepted(body, 'privacy', MSG.privacyRequired);
    const terms = readAccepted(body, 'terms', MSG.termsRequired);
    const gdpr = body.bool('gdpr') ?? false;
    const tempDemand = body.id('temp_demand', { nullable: true });
    const profile = body.object('profile', { required: true });
    profile?.allowOnly(['type', 'lawfirm']);
    const role = profile ? readRole(profile, 'type', true) : undefined;
    const lawfirm = profile?.object('lawfirm', { required: true });
    lawfirm?.allowOnly(['city']);
    const cityId = lawfirm?.ref('city', { required: true, unknown: MSG.city });
    if (lawfirm && cityId && !(await cityExists(ctx.db, cityId))) lawfirm.error('city', MSG.city);

    const errors = body.errors();
    await checkUnique(ctx.db, { email, phoneKey: phone?.phoneKey }, errors);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (!firstName || !lastName || !email || !phone || !role || !cityId) {
      throw new ValidationError({ non_field_errors: [MSG.badRequest] });
    }

    const password = generatePassword();
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
        tempDemand,
        role,
        lawfirmCityId: cityId,
      },
      now,
      (tx) =>
        queueEmail(
          tx,
          welcomeWithPasswordEmail({ to: email, firstName, password, webUrl: ctx.webUrl }),
          now,
          ctx.outbox,
        ),
    );
    return reply.code(201).send({ key });
  });
}
