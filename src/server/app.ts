/**
 * Builds the whole HTTP application from its parts. Tests call this with their own database and
 * `app.inject`; `index.ts` calls it for the real server.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { PUBLIC_URL_REQUIRED, type Env } from './env';
import type { Identity } from './identity/identity';
import { authPlugin, type AuthLevel } from './plugins/auth.plugin';
import { emptyBodyTolerantJsonParser } from './lib/json-body-parser';
import { clientPlugin } from './plugins/client.plugin';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.plugin';
import { urlChecksPlugin } from './plugins/url-checks.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { coursesRepository } from './data/courses.repository';
import { creditedSources } from './data/course-source-reads';
import { communityRankingsRepository } from './data/community-rankings.repository';
import { communityRankingsRoutes } from './routes/community-rankings/community-rankings.routes';
import { serverLogger } from './lib/logger';
import { communityRankingsService, DEFAULT_RECOMPUTE_DELAY_MS, type CommunityRankingsService } from './services/community-rankings.service';
import { coursesRoutes } from './routes/courses/courses.routes';
import { filesRoutes } from './routes/files/files.routes';
import { followsRepository } from './data/follows.repository';
import { followsRoutes } from './routes/follows/follows.routes';
import { healthRoutes } from './routes/health/health.routes';
import { listsRepository } from './data/lists.repository';
import { listItemsRepository } from './data/list-items.repository';
import { listReadsRepository } from './data/list-reads.repository';
import { listsRoutes } from './routes/lists/lists.routes';
import { listItemsRoutes } from './routes/lists/list-items.routes';
import { listsService } from './services/lists.service';
import { listItemsService } from './services/list-items.service';
import { domainEvents } from './services/domain-events';
import { feedRecorder } from './services/feed-recorder';
import { playedService } from './services/played.service';
import { playedRepository } from './data/played.repository';
import { playedRoutes } from './routes/played/played.routes';
import { wishlistsRepository } from './data/wishlists.repository';
import { wishlistsRoutes } from './routes/wishlists/wishlists.routes';
import { wishlistsService } from './services/wishlists.service';
import { currentUserService } from './services/current-user';
import { golferMapRepository } from './data/golfer-map.repository';
import { golferMapRoutes } from './routes/golfer-map/golfer-map.routes';
import { myLieRepository } from './data/my-lie.repository';
import { myLieService } from './services/my-lie.service';
import { myLieRoutes } from './routes/my-lie/my-lie.routes';
import { referralRepository } from './data/referral.repository';
import { referralRoutes } from './routes/referral/referral.routes';
import { referralService } from './services/referral.service';
import { tutorialsRepository } from './data/tutorials.repository';
import { tutorialsRoutes } from './routes/tutorials/tutorials.routes';
import { usersRepository } from './data/users.repository';
import { usersRoutes } from './routes/users/users.routes';
import { CourseCatalogue } from './services/course-catalogue';
import type { Redis } from 'ioredis';
import type { CourseChangeChannel } from './data/course-changes.channel';
import { jobLock } from './data/job-lock';
import { activityRepository } from './data/activity.repository';
import { communityStatsRepository } from './data/community-stats.repository';
import { communityRoutes } from './routes/community/community.routes';
import { communityService } from './services/community.service';
import { placeGazetteer, type PlaceGazetteer } from './places/place-gazetteer';
import { placesRoutes } from './routes/places/places.routes';
import { GOLF_COURSES_COUNTED, GOLF_RADIUS_KM } from './places/golf-places';
import type { FileStorage } from './storage/file-storage';
import { tripsRepository } from './data/trips.repository';
import { tripPlanningRepository } from './data/trip-planning.repository';
import { tripsRoutes } from './routes/trips/trips.routes';
import { tripsService } from './services/trips.service';
import { paymentsRepository } from './data/payments.repository';
import { choosePaymentProvider, type PaymentsEnv } from './payments/choose-provider';
import type { LocalProvider } from './payments/local-provider';
import { paymentsRoutes } from './routes/payments/payments.routes';
import { localPagesRoutes } from './routes/payments/local-pages.routes';
import { paymentsService } from './services/payments.service';
import { adminUsersRepository } from './data/admin-users.repository';
import { auditLogRepository } from './data/audit-log.repository';
import { panelistsRepository } from './data/panelists.repository';
import { adminRoutes } from './routes/admin/admin.routes';
import { adminCoursesRoutes } from './routes/admin/admin-courses.routes';
import { adminImportsRoutes } from './routes/admin/admin-imports.routes';
import { courseImportsRepository } from './data/course-imports.repository';
import { courseImportsService, type CourseImportsService } from './services/course-imports.service';
import { runImport } from './import/run-import';
import { courseMergeRepository } from './data/course-merge.repository';
import { courseMerger } from './services/course-merge.service';
import { listModerationRoutes } from './routes/admin/list-moderation.routes';
import { correctionsRoutes } from './routes/courses/corrections.routes';
import { listModerationRepository } from './data/list-moderation.repository';
import { correctionsRepository } from './data/corrections.repository';
import { listModerationService } from './services/list-moderation.service';
import { correctionsService } from './services/corrections.service';
import { panelistsRoutes } from './routes/panelists/panelists.routes';
import { adminUsersService } from './services/admin-users.service';
import { panelistsService } from './services/panelists.service';
import { panelConflictsRepository } from './data/panel-conflicts.repository';
import { panelRankingsRepository } from './data/panel-rankings.repository';
import { panelRankingsRoutes } from './routes/panel-rankings/panel-rankings.routes';
import { panelRankingsService, type PanelRankingsService } from './services/panel-rankings.service';
import { recomputeMarksRepository } from './data/recompute-marks.repository';

export interface AppDeps {
  env: Pick<Env, 'adminEmails' | 'RATE_LIMIT_MAX' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'SUPPORT_EMAIL'> & Partial<Pick<Env, 'LOG_FORMAT'>> & {
    /** 'development' when unset (tests, benchmarks). */
    NODE_ENV?: Env['NODE_ENV'];
    CLIENT_DIR?: string;
    /** The origin links in files we hand out (a trip's calendar) point to; required in production, the request's own origin elsewhere. */
    PUBLIC_URL?: string;
    MAP_STYLE_URL?: string;
    MAP_STYLE_URL_DARK?: string;
    /** Quiet time after the last list change before community rankings are recomputed (default 30 s). */
    COMMUNITY_RECOMPUTE_DELAY_MS?: number;
    /** How long an admin import's process vouches for its run without a word (default 30 s). */
    IMPORT_LEASE_MS?: number;
  } & PaymentsEnv;
  database: Database;
  identity: Identity;
  /** Uploaded files (profile pictures); without it uploads answer 503. */
  storage?: FileStorage;
  /**
   * Course changes between processes (several replicas on one PostgreSQL): this app announces its
   * course writes on it and applies the others'. None: this process is the only one.
   */
  courseChanges?: CourseChangeChannel;
  /** Redis for rate limits shared by the replicas (the caller connects and closes it); counted in this process when absent. */
  redis?: { client: Redis; prefix: string };
  /** Place search; the process's one gazetteer unless given (it loads on first use). */
  places?: PlaceGazetteer;
  version?: string;
  /** A logger of the caller's (tests route server logs into their own output); else pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

/** One row of the route table: what a route declares, for tests that walk every route. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthLevel;
  schema: FastifySchema | undefined;
}

export interface App {
  app: FastifyInstance;
  /** The course catalogue (tests wait on its index rebuilds with `settled()`). */
  catalogue: CourseCatalogue;
  /** Community rankings: tests call `recompute()` and await it; the server computes them at start when none exist. */
  communityRankings: CommunityRankingsService;
  /** Panel rankings: as the community's (`recompute()`, computed at start when none exist). */
  panelRankings: PanelRankingsService;
  /** The admin console's imports (tests see when one runs and wait for it with `settled()`). */
  imports: CourseImportsService;
  /** Every registered route (HEAD twins of GET routes left out), in registration order. */
  routes: readonly RouteEntry[];
  /** The webhook's signing secret, and the local payment provider when no Stripe keys are set (tests drive it). */
  payments: { webhookSecret: string; local: LocalProvider | null };
}

export async function buildApp({ env, database, identity, storage, courseChanges, redis, places = placeGazetteer, version = 'dev', logger }: AppDeps): Promise<App> {
  // readEnv refuses this too; an app built another way must not fall back to the request's host either.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) throw new Error(`PUBLIC_URL ${PUBLIC_URL_REQUIRED}`);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : serverLogger(env)),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Ids never need long path parameters.
    routerOptions: { maxParamLength: 200 },
    // A malformed or over-long URL is refused before routing; it still answers the envelope.
    frameworkErrors: frameworkErrorHandler,
    // So is what Node's HTTP parser refuses (oversized headers, not HTTP).
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, emptyBodyTolerantJsonParser(app));

  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: r.url, auth: r.config?.auth ?? 'user', schema: r.schema });
    }
  });

  const users = usersRepository(database.db);
  const played = playedRepository(database.db);
  const wishlists = wishlistsRepository(database.db);
  const paymentsRepo = paymentsRepository(database.db);
  const currentUser = currentUserService({ played, wishlists, subscriptionsOf: (userId) => paymentsRepo.subscriptionsOf(userId) });
  const listsRepo = listsRepository(database.db);
  const listReads = listReadsRepository(database.db);
  const panelRepo = panelRankingsRepository(database.db);
  // Background recomputes run once across replicas (an advisory lock on PostgreSQL).
  const jobs = jobLock(database);
  const communityRankings = communityRankingsService(communityRankingsRepository(database.db, { chunkedReads: database.driver === 'pglite' }), {
    delayMs: env.COMMUNITY_RECOMPUTE_DELAY_MS ?? DEFAULT_RECOMPUTE_DELAY_MS,
    log: app.log,
    panelPlaces: panelRepo.places,
    lock: jobs,
    marks: recomputeMarksRepository(database.db, 'community'),
  });
  // Writes tell the feed and the community and panel rankings what happened, once committed.
  const events = domainEvents(app.log);
  const panelRankings = panelRankingsService(
    { repo: panelRepo, conflicts: panelConflictsRepository(database.db), events },
    { delayMs: env.COMMUNITY_RECOMPUTE_DELAY_MS ?? DEFAULT_RECOMPUTE_DELAY_MS, log: app.log, lock: jobs, marks: recomputeMarksRepository(database.db, 'panel') },
  );
  const activity = activityRepository(database.db);
  events.on(feedRecorder(activity));
  events.on((event) => communityRankings.onEvent(event));
  events.on((event) => panelRankings.onEvent(event));
  const listItemsRepo = listItemsRepository(database.db);
  const lists = listsService({ lists: listsRepo, items: listItemsRepo, reads: listReads, events });
  const payments = choosePaymentProvider(env, database.db, app.log);
  const courseMerges = courseMergeRepository(database.db);
  const catalogue = new CourseCatalogue(coursesRepository(database.db), events, courseMerger(courseMerges), {
    announcer: courseChanges,
    onAnnounceError: (err) => app.log.error({ err }, 'a course change could not be announced to the other processes'),
  });
  // Listening before the indexes load: a change made meanwhile is applied after them, not missed.
  await courseChanges?.listen({
    onChange: (change) => catalogue.apply(change),
    onResync: () => catalogue.resync(),
    onTrouble: (err, what) => app.log.warn({ err }, what),
  });
  await catalogue.open();
  // The admin console's import runs in this process: each batch reloads here and is announced to the others.
  const imports = courseImportsService({
    repo: courseImportsRepository(database.db), run: (options) => runImport({ database, announcer: { announce: (c) => catalogue.written(c) } }, options),
    resync: () => catalogue.resync(), announcer: catalogue, log: app.log, leaseMs: env.IMPORT_LEASE_MS,
  });
  // Runs a dead process left 'running': on PGlite all of them (no other process holds the folder), on PostgreSQL lapsed leases, watched.
  await imports.recover({ everyRunning: database.driver === 'pglite', watch: database.driver === 'postgres' });
  app.addHook('onClose', async () => {
    await imports.close();
    await courseChanges?.close();
    catalogue.close();
    await Promise.all([catalogue.settled(), communityRankings.close(), panelRankings.close()]);
  });

  await app.register(errorsPlugin);
  await app.register(urlChecksPlugin);
  const emulatorOrigin = env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  await app.register(securityPlugin, {
    rateLimitMax: env.RATE_LIMIT_MAX, redis: redis?.client, redisPrefix: redis?.prefix, connectSrc: emulatorOrigin, frameSrc: emulatorOrigin,
  });

  await app.register(async (api) => {
    await api.register(authPlugin, { identity, users, adminEmails: env.adminEmails, supportEmail: env.SUPPORT_EMAIL });
    await api.register(healthRoutes, { database, identity, catalogue, version });
    await api.register(coursesRoutes, { catalogue, played, creditedSources: () => creditedSources(database.db) });
    const adminUsersRepo = adminUsersRepository(database.db);
    const adminUsers = adminUsersService({ repo: adminUsersRepo, users, events, adminEmails: env.adminEmails });
    await api.register(usersRoutes, { users, played, currentUser, adminUsers, storage });
    const panelists = panelistsRepository(database.db);
    await api.register(panelistsRoutes, { panelists: panelistsService({ repo: panelists, events }), repo: panelists });
    await api.register(panelRankingsRoutes, { panel: panelRankings });
    await api.register(adminCoursesRoutes, { catalogue, merges: courseMerges, storage });
    await api.register(adminImportsRoutes, { imports });
    await api.register(adminRoutes, { service: adminUsers, users: adminUsersRepo, audit: auditLogRepository(database.db) });
    await api.register(listModerationRoutes, { moderation: listModerationService({ repo: listModerationRepository(database.db), events }), lists });
    await api.register(correctionsRoutes, { service: correctionsService({ repo: correctionsRepository(database.db), catalogue }) });
    await api.register(playedRoutes, { service: playedService({ played, events }), played });
    await api.register(wishlistsRoutes, { wishlists, service: wishlistsService(wishlists) });
    await api.register(golferMapRoutes, { golferMap: golferMapRepository(database.db) });
    await api.register(followsRoutes, { follows: followsRepository(database.db), users });
    const referral = referralRepository(database.db);
    await api.register(referralRoutes, { referral, attributions: referralService({ referral }), users });
    await api.register(listsRoutes, { service: lists, lists: listsRepo, reads: listReads, users });
    await api.register(listItemsRoutes, { items: listItemsService({ items: listItemsRepo, events }), lists, reads: listReads });
    await api.register(tripsRoutes, {
      trips: tripsService({ trips: tripsRepository(database.db), planning: tripPlanningRepository(database.db) }),
      publicUrl: env.PUBLIC_URL,
    });
    await api.register(communityRankingsRoutes, { community: communityRankings });
    await api.register(myLieRoutes, { service: myLieService(myLieRepository(database.db)), users });
    await api.register(tutorialsRoutes, { tutorials: tutorialsRepository(database.db) });
    await api.register(filesRoutes, { storage });
    await api.register(placesRoutes, { places, coursesNear: (lat, lng) => catalogue.countNear({ lat, lng }, GOLF_RADIUS_KM, GOLF_COURSES_COUNTED) });
    await api.register(communityRoutes, {
      community: communityService({ activity, stats: communityStatsRepository(database.db) }),
    });
    await api.register(paymentsRoutes, {
      payments: paymentsService({ repo: paymentsRepo, provider: payments.provider, webhookSecret: payments.webhookSecret, log: app.log }),
      publicUrl: env.PUBLIC_URL,
    });
    if (payments.local) await api.register(localPagesRoutes, { local: payments.local });
  }, { prefix: '/api' });
  // The local checkout sends its events through the same route Stripe's reach, headers and all.
  payments.local?.events.connect(async (payload, signature) => (await app.inject({
    method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  })).statusCode);

  if (env.CLIENT_DIR) {
    await app.register(clientPlugin, { clientDir: env.CLIENT_DIR, mapStyles: { light: env.MAP_STYLE_URL, dark: env.MAP_STYLE_URL_DARK } });
  }
  return { app, catalogue, communityRankings, panelRankings, imports, routes, payments: { webhookSecret: payments.webhookSecret, local: payments.local } };
}
