import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, { LogController } from 'fastify';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config, HttpLimits } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { createConcurrencyGate, openGate } from './lib/concurrency-gate.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import type { Clock } from './lib/clock.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createContactConflictLimiter } from './modules/account/contact-conflict-limiter.ts';
import { createPasswordCheckLimiter } from './modules/account/password-check-limiter.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLoginRateLimiter } from './modules/auth/login-rate-limiter.ts';
import { createSignUpRateLimiter } from './modules/auth/sign-up-rate-limiter.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createTrainsRepository } from './modules/journeys/trains.repository.ts';
import { trainsRoutes } from './modules/journeys/trains.routes.ts';
import { createJourneysRepository } from './modules/journeys/journeys.repository.ts';
import { journeysRoutes } from './modules/journeys/journeys.routes.ts';
import { createJourneysService } from './modules/journeys/journeys.service.ts';
import { offlineTrainStatusProvider, withReportedRuns } from './modules/journeys/train-status-provider.ts';
import { createTrainOrderRetimingLookup } from './modules/journeys/late-train-cancellation.ts';
import { registerTrainRuns } from './modules/journeys/register-train-runs.ts';
import { createTrainRunsRepository } from './modules/journeys/train-runs.repository.ts';
import { createTrainsService } from './modules/journeys/trains.service.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressesRepository } from './modules/addresses/addresses.repository.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { createGeoDependencies } from './modules/geo/geo-dependencies.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createSweeper } from './jobs/sweeper.ts';
import { createPasswordResetRateLimiter } from './modules/auth/password-reset-rate-limiter.ts';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { registerSms } from './modules/sms/register-sms.ts';
import { registerNotifications } from './modules/notifications/register-notifications.ts';
import type { Sweeper } from './jobs/sweeper.ts';
import type { ReconnectDelay } from './modules/live/order-event-bus.ts';
import { registerLive } from './modules/live/register-live.ts';
import { registerOrders } from './modules/orders/register-orders.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import { registerPartners } from './modules/partners/register-partners.ts';
import { registerAdmin } from './modules/admin/register-admin.ts';
import { registerPartnerApplications } from './modules/partner-applications/register-partner-applications.ts';
import type { WebhookSender } from './modules/payments/sandbox/sandbox-gateway.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { createDishPhotos } from './modules/images/dish-photos.ts';
import { dishPhotoRoutes } from './modules/images/dish-photos.routes.ts';
import { registerRequestDraining } from './lifecycle/graceful-shutdown.ts';
import { registerAuthenticate } from './plugins/authenticate.ts';
import { registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { webBuildScriptHashes } from './plugins/inline-script-hashes.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The later-work sweeps; server.ts starts them, tests run them once with an injected clock. */
    sweeper: Sweeper;
  }
}

export type AppDependencies = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** How the sandbox gateway delivers webhooks (tests deliver them in-process). */
  sendWebhook?: WebhookSender;
  /** Wraps the configured payment gateway (tests count its calls and make it fail). */
  decorateGateway?: (gateway: PaymentGateway) => PaymentGateway;
  /** How long the live bus waits before relistening (tests hold it to open a gap in the notifications). */
  liveReconnectDelay?: ReconnectDelay;
};

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/**
 * Deadlines for slow clients (issue 21: bodies trickled a byte every few seconds held 20,000 sockets).
 * Node checks the header and request deadlines only every `connectionsCheckingInterval` (30 s by
 * default), so it is tied to the header deadline: a slow client is cut within a fraction of it.
 */
function httpServerOptions(
  limits: HttpLimits,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout' | 'http'> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersTimeoutMs / 4)),
    },
  };
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  sendWebhook,
  decorateGateway,
  liveReconnectDelay,
}: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    ...httpServerOptions(config.http),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env !== 'production' }));
  // The API takes JSON only; Fastify's built-in text/plain parser would turn a 415 into a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.server.maxConnections = config.http.maxConnections;
  registerErrorHandler(app);
  registerInputGuards(app);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  const authService = createAuthService({
    repository: createAuthRepository(database.db),
    clock,
    loginRateLimiter: createLoginRateLimiter(config.loginRateLimit, redis),
    signUpRateLimiter: createSignUpRateLimiter(config.signUpRateLimit, redis),
  });

  await registerSecurityHeaders(app, {
    behindTls: config.publicUrl.startsWith('https://'),
    inlineScriptHashes: webBuildScriptHashes(config.webDistDir),
  });
  registerCanonicalHost(app, config.publicUrl);
  await registerOpenApi(app, config.publicUrl);
  registerAuthenticate(app, authService);

  await app.register(healthRoutes, { checkHealth: () => database.checkHealth() });
  await app.register(authRoutes, { authService });
  const sms = registerSms(app, { config: config.sms, db: database.db, clock });
  await app.register(passwordResetRoutes, {
    passwordResetService: createPasswordResetService({
      repository: createPasswordResetRepository(database.db),
      outbox: sms.outbox,
      limiter: createPasswordResetRateLimiter(config.passwordResetRateLimit, redis),
      clock,
    }),
  });
  await app.register(accountRoutes, {
    accountService: createAccountService({
      repository: createAccountRepository(database.db),
      clock,
      passwordCheckLimiter: createPasswordCheckLimiter(config.passwordCheckRateLimit, redis),
      contactConflictLimiter: createContactConflictLimiter(config.contactConflictRateLimit, redis),
    }),
  });
  // PostgreSQL runs queries in its own processes and the pool bounds them; PGlite runs them here, so
  // every kind of search waits at the one gate.
  const searchGate = database.kind === 'pglite' ? createConcurrencyGate(config.pgliteSearchLimits) : openGate;
  await app.register(catalogRoutes, {
    catalogService: createCatalogService({
      repository: createCatalogRepository(database.db),
      searchGate,
      clock,
    }),
  });
  const trainsRepository = createTrainsRepository(database.db);
  const trainRunsRepository = createTrainRunsRepository(database.db);
  await app.register(trainsRoutes, {
    trainsService: createTrainsService({ repository: trainsRepository, searchGate }),
  });
  const journeysService = createJourneysService({
    trains: trainsRepository,
    journeys: createJourneysRepository(database.db),
    // Reported delays first, then what the (offline) provider knows: nothing (ADR 031).
    statusProvider: withReportedRuns(offlineTrainStatusProvider, trainRunsRepository),
    clock,
  });
  await app.register(journeysRoutes, { journeysService });
  const addressesRepository = createAddressesRepository(database.db);
  await app.register(cartRoutes, {
    cartService: createCartService({
      repository: createCartRepository(database.db),
      clock,
      addresses: addressesRepository,
    }),
  });
  await app.register(addressesRoutes, {
    addressesService: createAddressesService({ repository: addressesRepository, clock }),
  });
  await app.register(geoRoutes, createGeoDependencies(config, redis));
  const orders = await registerOrders(app, {
    config,
    db: database.db,
    clock,
    trainOrderRetiming: createTrainOrderRetimingLookup({ clock }),
    seatStops: journeysService,
    ...(sendWebhook ? { sendWebhook } : {}),
    ...(decorateGateway ? { decorateGateway } : {}),
  });
  const trainRuns = await registerTrainRuns(app, {
    db: database.db,
    clock,
    redis,
    runs: trainRunsRepository,
    trains: trainsRepository,
    lifecycle: orders.lifecycle,
  });
  await registerPartners(app, { db: database.db, clock, lifecycle: orders.lifecycle });
  // First: the catalog's dish photos (approval copies them, the menu shows them) use its file store.
  const { fileStore } = await registerPartnerApplications(app, {
    db: database.db,
    clock,
    files: config.files,
    partialRateLimit: config.applicationPartialRateLimit,
    redis,
    smsOutbox: sms.outbox,
    smsAvailable: sms.sends('partner_contract'),
  });
  const dishPhotos = createDishPhotos(fileStore);
  await registerAdmin(app, {
    ...orders,
    db: database.db,
    clock,
    redis,
    deliveryCodeIssueRateLimit: config.deliveryCodeIssueRateLimit,
    smsOutbox: sms.outbox,
    smsDeliveryCodes: sms.sends('delivery_code'),
    smsPartnerDecisions: sms.sends('partner_decision'),
    dishPhotos,
  });
  await registerLive(app, {
    config,
    database,
    ordersService: orders.ordersService,
    authService,
    ...(liveReconnectDelay ? { reconnectDelay: liveReconnectDelay } : {}),
  });
  const notifications = await registerNotifications(app, {
    config: config.push,
    db: database.db,
    clock,
    smsOutbox: sms.outbox,
    smsOrderUpdates: sms.sends('order_update'),
    smsDeliveryCodes: sms.sends('delivery_code'),
  });
  const sweeper = createSweeper({
    // Re-timing first: the refunds a cancelled train makes due are sent by the refund sweep in the same
    // run; the notifier plans before the senders run, so one pass takes an event to the push service.
    sweeps: [...trainRuns.sweeps, ...orders.sweeps, ...notifications.sweeps, ...sms.sweeps],
    intervalMs: config.sweepIntervalMs,
    log: app.log,
  });
  app.decorate('sweeper', sweeper);
  app.addHook('onClose', () => sweeper.stop());
  await app.register(imageRoutes);
  await app.register(dishPhotoRoutes, { photos: dishPhotos });
  await registerWebApp(app, config.webDistDir);
  registerRequestDraining(app, { timeoutMs: config.http.shutdownTimeoutMs });

  return app;
}
