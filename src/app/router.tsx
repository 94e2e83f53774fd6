import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/app-shell';

/** Every screen is a routed overlay on the persistent map; screens load lazily. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: null },
      { path: 'courses/:id', lazy: () => import('./routes/course-detail.route') },
      { path: '*', lazy: () => import('./routes/not-found.route') },
    ],
  },
]);
