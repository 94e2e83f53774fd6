/**
 * The two stages of the page. First the map and nothing else (React, MapLibre, the marker query):
 * it draws as soon as a bare MapLibre page would. Then, once it has drawn its first courses, the
 * rest of the app: the design system, the router and its overlays, Firebase (`../app.tsx`, a lazy
 * chunk). Until then a plain placeholder holds the top bar's and rail's places.
 *
 * Deep links load the shell at once (the overlay is the content there), and the shell never waits
 * for the map longer than SHELL_WAIT_MAX_MS (no WebGL, a hidden tab, an API that does not answer).
 */
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { MapView } from '../../map/map-view';
import { ShellPlaceholder } from './shell-placeholder';

const App = lazy(() => import('../app'));

export const SHELL_WAIT_MAX_MS = 8000;

function shellIsTheContent(): boolean {
  const { pathname, search } = window.location;
  return pathname !== '/' || new URLSearchParams(search).has('card') || document.visibilityState === 'hidden';
}

/** A shell chunk that cannot load (offline, a new deploy) must not take the map down with it. */
class ShellLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ShellPlaceholder error="TPL could not load completely. Check your connection and reload the page." /> : this.props.children;
  }
}

export function Boot() {
  const [shellWanted, setShellWanted] = useState(shellIsTheContent);
  const loadShell = useCallback(() => setShellWanted(true), []);

  useEffect(() => {
    if (shellWanted) return;
    const timer = window.setTimeout(loadShell, SHELL_WAIT_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [shellWanted, loadShell]);

  return (
    <>
      <section aria-label="Course map" className="tpl-map-frame">
        <MapView onFirstDraw={loadShell} />
      </section>
      {shellWanted ? (
        <ShellLoadBoundary>
          <Suspense fallback={<ShellPlaceholder />}>
            <App />
          </Suspense>
        </ShellLoadBoundary>
      ) : (
        <ShellPlaceholder />
      )}
    </>
  );
}
