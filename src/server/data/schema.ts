/**
 * The database schema: every entity of spec section 3, one `*.schema.ts` file per area beside the
 * repositories that use it, gathered here for the typed client (`database.ts`) and for tests.
 * drizzle-kit reads the area files (`drizzle.config.ts`); `drizzle-kit generate` turns changes into
 * committed migrations. One pg-core schema serves both PGlite and PostgreSQL.
 */
export * from './courses.schema';
export * from './users.schema';
export * from './lists.schema';
export * from './trips.schema';
export * from './played.schema';
export * from './wishlists.schema';
export * from './activity.schema';
export * from './community.schema';
export * from './panel.schema';
export * from './payments.schema';
export * from './moderation.schema';
export * from './import.schema';
export * from './audit.schema';
export * from './notifications.schema';
export * from './safety.schema';
