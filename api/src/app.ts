import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { DEFAULT_APP_ORIGINS } from './config';
import type { AppContext, Clock, RateLimitSettings } from './context';
import { DEFAULT_RATE_LIMIT } from './context';
import type { Db } from './db/client';
import { authenticate } from './lib/authenticate';
import { installErrorHandlers } from './lib/error-handler';
import { installJsonBodyParser } from './lib/json-body';
import { safeLogger } from './lib/logger';
import { installStringGuard } from './lib/string-guard';
import type { MailRelay, MailRelayOptions } from './lib/mail-relay';
import { startMailRelay } from './lib/mail-relay';
import { OUTBOX_RETENTION_DAYS, scheduleOutboxSweep } from './lib/outbox';
import { DEFAULT_HANDOFF_TTL_MS } from './lib/handoff';
import { trackRoutes } from './lib/route-registry';
import { serverSecret } from './lib/server-secrets';
import type { Listen } from './db/listen';
import type { LiveSettings } from './lib/live/hub';
import { DEFAULT_LIVE_SETTINGS, startLiveHub } from './lib/live/hub';
import type { PushRelayOptions } from './lib/live/push-relay';
import { startPushRelay } from './lib/live/push-relay';
import type { VapidSettings } from './lib/live/vapid';
import { DEFAULT_VAPID_SUBJECT, vapidKeys } from './lib/live/vapid';
import { installSchemas } from './lib/schema/fastify';
import { installOpenApi } from './lib/schema/openapi';
import { parseQueryString } from './lib/schema/query';
import { installSecurityHeaders } from './lib/security-headers';
import type { SessionSettings } from './lib/tokens';
import { DEFAULT_SESSIONS } from './lib/tokens';
import { createPayments } from './payments';
import type { PaymentKeys } from './payments/provider';
import { registerDemandRoutes } from './routes/activities/demands';
import { registerEstimateRoute } from './routes/activities/estimate';
import { registerInvitationRoutes } from './routes/activities/invitations';
import { registerReceivedDemandRoutes } from './routes/activities/received-demands';
import { registerEventRoutes } from './routes/agenda/events';
import { registerIcalFeedRoute } from './routes/agenda/ical-feed';
import { registerArticleRoutes } from './routes/articles';
import { registerHandoffRoutes } from './routes/auth/handoff';
import { registerLightRegisterRoute } from './routes/auth/light-register';
import { registerLoginRoute } from './routes/auth/login';
import { registerLogoutRoute } from './routes/auth/logout';
import { registerPasswordRoutes } from './routes/auth/password';
import { registerRegisterRoute } from './routes/auth/register';
import { registerCitiesRoute } from './routes/lookups/cities';
import { registerMenusRoute } from './routes/lookups/menus';
import { registerOfficesRoute } from './routes/lookups/offices';
import { registerSimpleListRoutes } from './routes/lookups/simple-lists';
import { registerSkillsRoute } from './routes/lookups/skills';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDevEmailRoutes } from './routes/dev-emails';
import { registerDevMailboxRoute } from './routes/dev-mailbox';
import { learningOrderSource, registerLearningRoutes } from './routes/learning';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPopupRoutes } from './routes/popups';
import { registerRecordRoutes } from './routes/records';
import { registerProfileSkillRoutes } from './routes/profile-skills';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerLiveStreamRoute } from './routes/live-stream';
import { registerPushRoutes } from './routes/push';
import { registerCatalogRoutes } from './routes/subscriptions/catalog';
import { registerCheckoutRoutes } from './routes/subscriptions/checkout';
import { registerSubscriptionRoutes } from './routes/subscriptions/payments';
import { registerConfirmAccountRoute } from './routes/users/confirm-account';
import { registerMeRoutes } from './routes/users/me';
import { registerUnsubscribeRoutes } from './routes/users/unsubscribe';
import { registerCollectPageRoute } from './routes/web-collect';
import { EXPIRY_SWEEP_MS, scheduleExpirySweep } from './services/activities/expiry';
import { REMINDER_POLL_MS, scheduleReminders } from './services/agenda/reminders';

/** The API's version, as the OpenAPI document states it. */
export const API_VERSION = '0.1.0';

/** Profile pictures arrive as data URLs inside JSON, hence a body limit of a few MB. */
export const BODY_LIMIT = 6 * 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  /**
   * Current time; tests pass a controllable clock to move through rate-limit windows, the
   * 2-minute cancel window and demand expiry.
   */
  clock?: Clock;
  rateLimit?: Partial<RateLimitSettings>;
  /** Session expiry (SESSION_IDLE_DAYS, SESSION_MAX_DAYS); default 30 days idle, 90 at most. */
  sessions?: Partial<SessionSettings>;
  /** How long a password reset link stays valid (PASSWORD_RESET_LINK_MINUTES); default 1 hour. */
  passwordResetTtlMs?: number;
  /** How long a handoff token stays valid (HANDOFF_TOKEN_MINUTES); default 30 minutes. */
  handoffTtlMs?: number;
  /** Origins of the web app (host and remotes); default: localhost and 127.0.0.1, ports 3000-3005. */
  appOrigins?: readonly string[];
  /** Partner origins allowed by CORS (CORS_ORIGINS): portals that embed the agenda. */
  corsOrigins?: readonly string[];
  /** Trust X-Forwarded-For for the client IP (behind a load balancer; tests simulate IPs). */
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Base URL of the web app, used in e-mail links. */
  webUrl?: string;
  /** The API's public address (API_URL), for the unsubscribe links; default localhost:8000. */
  apiUrl?: string;
  /**
   * Serve GET dev/outbox/?to= (a development mailbox), and store the e-mails' secrets (passwords,
   * reset tokens) in clear in their bodies for it; off unless asked for.
   */
  exposeOutbox?: boolean;
  /** The unsubscribe links' HMAC key; default: the database's (made on first use). */
  unsubscribeKey?: Buffer;
  /** Serve the e-mail templates' preview (GET dev/emails/): outside production only. */
  emailPreview?: boolean;
  /**
   * OUTBOX_KEY (32 bytes): without exposeOutbox, the e-mails' secrets are sealed with it for the
   * mail relay; none: they are not stored (those e-mails cannot be delivered).
   */
  outboxKey?: Buffer | null;
  /**
   * OUTBOX_RETENTION_DAYS: e-mails sent or given up longer ago are deleted by the sweep; default
   * 7 days.
   */
  outboxRetentionMs?: number;
  /**
   * SMTP_URL, MAIL_FROM and the relay's tuning: the app sends the outbox over SMTP from its own
   * process until it closes. None: nothing is sent (the e-mails wait in the outbox).
   */
  mail?: MailRelayOptions | null;
  /** Stripe / PayPal keys; the offline sandbox provider stands in for the missing ones. */
  paymentKeys?: PaymentKeys;
  /**
   * Milliseconds between two sweeps that persist the expiry of overdue demands (0: none). Reads
   * compute the expiry themselves, so this only decides when the rows catch up. The e-mails past
   * their retention are deleted at the same pace.
   */
  expirySweepMs?: number;
  /**
   * Milliseconds between two looks for the agenda reminders due (08:00 in Italy), with the app's
   * clock; 0: none (the tests give them by hand). Default one minute.
   */
  reminderPollMs?: number;
  /**
   * Check every response against its route's schema before sending it (a mismatch is a 500
   * naming the fields); default on under jest (NODE_ENV=test), off otherwise.
   */
  checkResponses?: boolean;
  /**
   * LISTEN on the database (Database.listen): how the live events of every process reach this
   * one's streams, and how its push relay wakes. None: the streams get their backlog and
   * heartbeats only (a test that does not care).
   */
  listen?: Listen | null;
  /** LIVE_*: heartbeat, revoked-key check, retention of the events, buffer of a stream. */
  live?: Partial<LiveSettings>;
  /** VAPID_*: the Web Push identity; without keys, one made once and kept in the database. */
  vapid?: Partial<VapidSettings>;
  /** The push relay's tuning (PUSH_*); null: this process sends no push. Default on. */
  push?: Partial<PushRelayOptions> | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const appOrigins = options.appOrigins ?? DEFAULT_APP_ORIGINS;
  let relay: MailRelay | null = null;
  const unsubscribeKey =
    options.unsubscribeKey ?? (await serverSecret(options.db, 'unsubscribe', clock()));
  const ctx: AppContext = {
    db: options.db,
    clock,
    rateLimit: { ...DEFAULT_RATE_LIMIT, ...options.rateLimit },
    webUrl: (options.webUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    apiUrl: (options.apiUrl ?? 'http://localhost:8000').replace(/\/+$/, ''),
    unsubscribeKey,
    appOrigins,
    sessions: { ...DEFAULT_SESSIONS, ...options.sessions },
    passwordResetTtlMs: options.passwordResetTtlMs ?? 60 * 60 * 1000,
    handoffTtlMs: options.handoffTtlMs ?? DEFAULT_HANDOFF_TTL_MS,
    payments: createPayments(options.db, clock, options.paymentKeys),
    outbox: { inClear: options.exposeOutbox ?? false, key: options.outboxKey ?? null },
    mail: { wake: () => relay?.wake() },
  };
  const app = Fastify({
    logger: safeLogger(options.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });
  // Both before any route or plugin, so that they see (and answer for) all of them.
  trackRoutes(app);
  installSecurityHeaders(app, appOrigins);
  installJsonBodyParser(app);
  installStringGuard(app);

  // An explicit allowlist: the web app's own origins plus the configured partner origins. Any
  // other page (another port on localhost included) gets no Access-Control-Allow-Origin.
  const allowedOrigins = new Set([...appOrigins, ...(options.corsOrigins ?? [])]);
  await app.register(cors, {
    origin: (origin, callback) => {
      // No Origin header: not a browser cross-origin request (curl, server to server).
      callback(null, !origin || allowedOrigins.has(origin));
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: the web app's event stream resumes from where it stopped (events/stream/).
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Client-App', 'Last-Event-ID'],
    maxAge: 600,
  });
  installErrorHandlers(app);
  app.decorateRequest('session', null);
  installSchemas(app, {
    checkResponses: options.checkResponses ?? process.env.NODE_ENV === 'test',
    authenticate: (request) => authenticate(ctx, request),
  });
  await installOpenApi(app, API_VERSION);

  registerLoginRoute(app, ctx);
  registerLogoutRoute(app, ctx);
  registerRegisterRoute(app, ctx);
  registerLightRegisterRoute(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerHandoffRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerCitiesRoute(app, ctx);
  registerSkillsRoute(app, ctx);
  registerOfficesRoute(app, ctx);
  registerSimpleListRoutes(app, ctx);
  registerMenusRoute(app, ctx);
  registerPopupRoutes(app, ctx);
  registerEstimateRoute(app, ctx);
  registerDemandRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerReceivedDemandRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerIcalFeedRoute(app, ctx);
  registerRecordRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerLearningRoutes(app, ctx, learningOrderSource(options.paymentKeys));
  registerConfirmAccountRoute(app, ctx);
  registerProfileSkillRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  await app.register(async (scope) => registerSandboxRoutes(scope, ctx));
  registerCollectPageRoute(app, ctx);
  await app.register(async (scope) => registerUnsubscribeRoutes(scope, ctx));
  if (options.exposeOutbox) registerDevMailboxRoute(app, ctx);
  if (options.emailPreview) registerDevEmailRoutes(app, ctx);
  scheduleExpirySweep(app, ctx, options.expirySweepMs ?? EXPIRY_SWEEP_MS);
  scheduleOutboxSweep(
    app,
    ctx,
    options.expirySweepMs ?? EXPIRY_SWEEP_MS,
    options.outboxRetentionMs ?? OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
  );
  scheduleReminders(app, ctx, options.reminderPollMs ?? REMINDER_POLL_MS);
  if (options.mail) relay = startMailRelay(app, ctx, options.mail);
  const vapid = await vapidKeys(
    options.db,
    {
      publicKey: null,
      privateKey: null,
      subject: DEFAULT_VAPID_SUBJECT,
      ...options.vapid,
    },
    clock(),
  );
  const push = options.push === null ? null : startPushRelay(app, ctx, vapid, options.push ?? {});
  const hub = startLiveHub(
    app,
    ctx,
    options.listen ?? null,
    { ...DEFAULT_LIVE_SETTINGS, ...options.live },
    () => push?.wake(),
  );
  registerLiveStreamRoute(app, hub);
  registerPushRoutes(app, ctx, vapid);
  return app;
}
