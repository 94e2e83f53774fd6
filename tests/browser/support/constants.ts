/** Shared by the e2e server (serve-e2e.ts) and the tests; no imports, so the server can load it. */

/** serve-e2e.ts lists this email in ADMIN_EMAILS: it becomes an admin on its first request. */
export const E2E_ADMIN_EMAIL = 'e2e.admin@example.com';
export const E2E_PASSWORD = 'tpl-e2e-password';

/** The import run serve-e2e.ts leaves 'running' as a killed server would; the server's start marks it interrupted. */
export const E2E_INTERRUPTED_IMPORT = 'interrupted-before-the-e2e-start.ndjson';
/** serve-e2e.ts sets SUPPORT_EMAIL to this: the disabled screen's appeal address. */
export const E2E_SUPPORT_EMAIL = 'appeals@tpl.example';
