/**
 * Keys of the Pro feature. Pro itself is the current user's `isPremium` and `subscription`
 * (`GET /api/user/me`, `['user', 'me', uid]` in src/lib/get-current-user.ts): after a checkout or
 * a portal visit that query is fetched again until the provider's events have landed.
 */
export const proKeys = {
  checkout: ['payments', 'checkout'] as const,
  portal: ['payments', 'portal-session'] as const,
  currentUser: ['user', 'me'] as const,
};
