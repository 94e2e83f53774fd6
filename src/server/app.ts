/**
 * Builds the whole HTTP application from its modules (src/server/modules/, one per area: each
 * builds its repositories and services from what it is given, adds its routes, and returns what
 * the others need). Tests call this with their own database and `app.inject`; `index.ts` calls it
 * for the real server. The order: the modules (their start-up work included: the catalogue opens,
 * the imports recover), then the shared plugins, then every module's routes under /api behind the
 * auth plugin, then the client.
 */
import type { FastifyInstance } from 'fastify';
import type { LocalProvider } from './payments/local-provider';
import { authPlugin } from './plugins/auth.plugin';
import { clientPlugin } from './plugins/client.plugin';
import { errorsPlugin } from './plugins/errors.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { urlChecksPlugin } from './plugins/url-checks.plugin';
import type { CommunityRankingsService } from './services/community-rankings.service';
import type { CourseCatalogue } from './services/course-catalogue';
import type { CourseImportsService } from './services/course-imports.service';
import type { NotificationsService } from './services/notifications.service';
import type { PanelRankingsService } from './services/panel-rankings.service';
import { adminModule } from './modules/admin.module';
import type { AppDeps } from './modules/app-deps';
import { communityRankingsModule } from './modules/community-rankings.module';
import { communityModule } from './modules/community.module';
import { coursesModule } from './modules/courses.module';
import { filesModule } from './modules/files.module';
import { healthModule } from './modules/health.module';
import { httpServer, type RouteEntry } from './modules/http-server';
import { importModule } from './modules/import.module';
import { listsModule } from './modules/lists.module';
import { moduleContext } from './modules/module-context';
import { myLieModule } from './modules/my-lie.module';
import { notificationsModule } from './modules/notifications.module';
import { panelModule } from './modules/panel.module';
import { paymentsModule } from './modules/payments.module';
import { playedModule } from './modules/played.module';
import { safetyModule } from './modules/safety.module';
import { searchModule } from './modules/search.module';
import { shutdownModule } from './modules/shutdown.module';
import { tripsModule } from './modules/trips.module';
import { usersModule } from './modules/users.module';
import { wishlistsModule } from './modules/wishlists.module';
// Email and push (issue 35, branch mail): main's notifications core registers these senders.
import { mailModule } from './modules/mail.module';
import { pushModule } from './modules/push.module';
import type { MailWorker } from './services/mail-worker';
import type { NotificationSender } from './services/notification-delivery';

export type { AppDeps } from './modules/app-deps';
export type { RouteEntry } from './modules/http-server';

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
  /** Notifications: tests run its sweep (`sweep(now)`) and add senders. */
  notifications: NotificationsService;
  /** Every registered route (HEAD twins of GET routes left out), in registration order. */
  routes: readonly RouteEntry[];
  /** The webhook's signing secret, and the local payment provider when no Stripe keys are set (tests drive it). */
  payments: { webhookSecret: string; local: LocalProvider | null };
  /** Email and push (issue 35): the channels' senders, and the mail worker (tests wait on it with `idle()`). */
  channels: { email: NotificationSender[]; push: NotificationSender[]; mailWorker: MailWorker; digest: (now?: Date) => Promise<number> };
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, identity, courseChanges, redis } = deps;
  const { app, routes } = httpServer(deps);
  const { ctx, registerRoutes } = moduleContext(app, deps);

  const { notifications } = notificationsModule(ctx);
  const { played } = playedModule(ctx);
  const { wishlists } = wishlistsModule(ctx);
  const payments = paymentsModule(ctx);
  const { users, adminUsers, adminUsersRepo } = usersModule(ctx, { played, wishlists, subscriptionsOf: payments.subscriptionsOf });
  communityModule(ctx);
  const { panelRankings, panelPlaces } = panelModule(ctx);
  const { communityRankings } = communityRankingsModule(ctx, { panelPlaces });
  const { lists } = listsModule(ctx, { users });
  myLieModule(ctx, { users });
  tripsModule(ctx);
  const { catalogue, merges } = await coursesModule(ctx, { courseChanges, played });
  const { imports } = await importModule(ctx, { catalogue });
  shutdownModule(ctx, { imports, courseChanges, catalogue, communityRankings, panelRankings });
  adminModule(ctx, { catalogue, merges, adminUsers, adminUsersRepo, lists });
  safetyModule(ctx, { users });
  searchModule(ctx, { places: deps.places, catalogue });
  filesModule(ctx);
  healthModule(ctx, { identity, catalogue, version: deps.version ?? 'dev' });

  // Email and push (issue 35): the notifications' channels beyond the inbox.
  const mail = mailModule(ctx, { mail: deps.mail, inbox: notifications });
  const push = pushModule(ctx);
  const channels = { email: mail.senders, push: push.senders, mailWorker: mail.worker, digest: mail.digest };
  // A new inbox entry goes out by email and push too, as the golfer's channels say.
  for (const sender of [...mail.senders, ...push.senders]) notifications.addSender(sender);

  await app.register(errorsPlugin);
  await app.register(urlChecksPlugin);
  const emulatorOrigin = env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  await app.register(securityPlugin, {
    rateLimitMax: env.RATE_LIMIT_MAX, redis: redis?.client, redisPrefix: redis?.prefix, connectSrc: emulatorOrigin, frameSrc: emulatorOrigin,
  });
  await app.register(async (api) => {
    await api.register(authPlugin, { identity, users, adminEmails: env.adminEmails, supportEmail: env.SUPPORT_EMAIL });
    await registerRoutes(api);
  }, { prefix: '/api' });
  if (env.CLIENT_DIR) {
    await app.register(clientPlugin, { clientDir: env.CLIENT_DIR, mapStyles: { light: env.MAP_STYLE_URL, dark: env.MAP_STYLE_URL_DARK } });
  }
  return { app, catalogue, communityRankings, panelRankings, imports, notifications, routes, payments: { webhookSecret: payments.webhookSecret, local: payments.local }, channels };
}
