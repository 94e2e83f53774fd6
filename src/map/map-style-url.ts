/**
 * Which map style to draw: a hosted MapLibre style when one is configured, else the offline
 * basemap shipped in map-styles/. See src/map/README.md, "Map styles", for the choices and their costs.
 *
 * Configuration, first found wins:
 *   1. the server's MAP_STYLE_URL / MAP_STYLE_URL_DARK, handed to the page as
 *      <meta name="tpl-map-style"> / <meta name="tpl-map-style-dark"> (run time: one build serves
 *      every deployment);
 *   2. VITE_MAP_STYLE_URL / VITE_MAP_STYLE_URL_DARK at build time;
 *   3. the offline style, `<origin>/map-styles/{light,dark}.json`.
 * A dark URL falls back to the light one of the same kind.
 */
declare global {
  interface ImportMetaEnv {
    /** Any hosted MapLibre style URL; replaces the offline default style. */
    readonly VITE_MAP_STYLE_URL?: string;
    /** Style URL for dark mode; falls back to VITE_MAP_STYLE_URL. */
    readonly VITE_MAP_STYLE_URL_DARK?: string;
  }
}

export type MapTheme = 'light' | 'dark';

/** Where the offline default styles are served (map-styles/vite-plugin.ts; dist/map-styles/ in production). */
export const LOCAL_MAP_STYLES_PATH = '/map-styles/';

function nonEmpty(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return nonEmpty(document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
}

/** The configured hosted style for a theme, if any. */
export function hostedStyleFor(theme: MapTheme): string | undefined {
  const light = meta('tpl-map-style');
  if (light) return theme === 'dark' ? meta('tpl-map-style-dark') ?? light : light;
  const buildLight = nonEmpty(import.meta.env.VITE_MAP_STYLE_URL);
  return theme === 'dark' ? nonEmpty(import.meta.env.VITE_MAP_STYLE_URL_DARK) ?? buildLight : buildLight;
}

/** The offline style for a theme, as an absolute URL on this origin. */
export function offlineStyleFor(theme: MapTheme): string {
  const path = `${LOCAL_MAP_STYLES_PATH}${theme}.json`;
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

/** The style to draw for a theme: the hosted one when configured, else the offline one. */
export function mapStyleFor(theme: MapTheme): string {
  return hostedStyleFor(theme) ?? offlineStyleFor(theme);
}
