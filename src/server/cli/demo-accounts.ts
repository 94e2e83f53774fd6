/** The accounts `npm start` creates in the Auth emulator so a newcomer can sign in at once. */
export const DEMO_ACCOUNTS = [
  { email: 'demo.golfer@example.com', password: 'tpl-demo-golfer', displayName: 'Demo Golfer', admin: false },
  { email: 'demo.admin@example.com', password: 'tpl-demo-admin', displayName: 'Demo Admin', admin: true },
] as const;

type EmulatorAnswer = { localId?: string; error?: { message?: string } };

async function emulatorCall(url: string, body: object, headers: Record<string, string> = {}): Promise<EmulatorAnswer & { ok: boolean }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { ok: res.ok, ...((await res.json()) as EmulatorAnswer) };
}

/**
 * Signs each demo account up in the emulator (one that exists already is kept) and marks its email
 * verified: ADMIN_EMAILS grants admin only on a verified email, and a real admin's would be.
 */
export async function ensureDemoAccounts(emulatorHost: string, projectId: string): Promise<DemoAccountIds> {
  const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const uids: DemoAccountIds = {};
  for (const a of DEMO_ACCOUNTS) {
    let account = await emulatorCall(`${identityToolkit}/accounts:signUp?key=demo-api-key`, { email: a.email, password: a.password, displayName: a.displayName });
    if (!account.ok && account.error?.message === 'EMAIL_EXISTS') {
      account = await emulatorCall(`${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`, { email: a.email, password: a.password });
    }
    if (!account.ok || !account.localId) throw new Error(`Could not create demo account ${a.email}: ${account.error?.message}`);
    // The emulator takes "Bearer owner" as the project owner's credential (what firebase-admin sends to it).
    const verified = await emulatorCall(`${identityToolkit}/projects/${projectId}/accounts:update`, { localId: account.localId, emailVerified: true }, { authorization: 'Bearer owner' });
    if (!verified.ok) throw new Error(`Could not verify demo account ${a.email}: ${verified.error?.message}`);
    uids[a.email] = account.localId;
  }
  return uids;
}

/** The emulator's uid of each demo account, by email. */
export type DemoAccountIds = Record<string, string>;
