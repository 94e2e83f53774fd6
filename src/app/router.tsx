import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/app-shell';

/** Every screen is a routed overlay on the persistent map; screens load lazily. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    children: [{
      // A deep link's screen is lazy: on the first render the router waits for it. Waiting here,
      // below the shell, keeps the shell and map on screen meanwhile (a fallback on the root would
      // hide them; none at all makes React Router warn).
      HydrateFallback: ScreenPending,
      children: [
        { index: true, element: null },
        { path: 'my-lie', lazy: () => import('./routes/my-lie.route') },
        { path: 'community', lazy: () => import('./routes/community.route') },
        { path: 'explore', lazy: () => import('./routes/explore.route') },
        { path: 'trip-planner', lazy: () => import('./routes/trip-planner.route') },
        { path: 'trip-planner/:id', lazy: () => import('./routes/trip.route') },
        { path: 'admin', lazy: () => import('./routes/admin.route') },
        { path: 'panelists', lazy: () => import('./routes/panelists.route') },
        { path: 'panel', lazy: () => import('./routes/panel.route') },
        { path: 'courses/:id', lazy: () => import('./routes/course-detail.route') },
        { path: 'users/:id', lazy: () => import('./routes/user-profile.route') },
        { path: 'users/:id/followers', lazy: () => import('./routes/user-follows.route') },
        { path: 'users/:id/following', lazy: () => import('./routes/user-follows.route') },
        { path: 'account/edit-profile', lazy: () => import('./routes/edit-profile.route') },
        { path: 'pro', lazy: () => import('./routes/pro.route') },
        { path: 'settings/notifications', lazy: () => import('./routes/notification-settings.route') },
        { path: 'settings/blocked', lazy: () => import('./routes/blocked-golfers.route') },
        { path: 'wishlists', lazy: () => import('./routes/wishlists.route') },
        { path: 'watchlists', lazy: () => import('./routes/wishlists.route') },
        { path: 'lists', lazy: () => import('./routes/lists.route') },
        { path: 'lists/:id', lazy: () => import('./routes/list.route') },
        { path: 'checklist', lazy: () => import('./routes/checklist.route') },
        { path: 'user/courses-near-me', lazy: () => import('./routes/courses-near-me.route') },
        { path: 'invite/:code', lazy: () => import('./routes/invite.route') },
        { path: '*', lazy: () => import('./routes/not-found.route') },
      ],
    }],
  },
]);

/** Nothing over the map while a screen's code arrives (it takes a moment; the shell is there). */
function ScreenPending() {
  return null;
}
