/** The accounts `npm start` creates in the Auth emulator so a newcomer can sign in at once. */
export const DEMO_ACCOUNTS = [
  { email: 'demo.golfer@example.com', password: 'tpl-demo-golfer', displayName: 'Demo Golfer', admin: false },
  { email: 'demo.admin@example.com', password: 'tpl-demo-admin', displayName: 'Demo Admin', admin: true },
] as const;

/** Signs each demo account up in the emulator; one that exists already is left as it is. */
export async function ensureDemoAccounts(emulatorHost: string): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.email, password: a.password, displayName: a.displayName }),
    });
    if (!res.ok) {
      const body = (await res.json()) as { error?: { message?: string } };
      if (body.error?.message !== 'EMAIL_EXISTS') throw new Error(`Could not create demo account ${a.email}: ${body.error?.message}`);
    }
  }
}
