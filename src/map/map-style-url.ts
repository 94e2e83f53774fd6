import type { StyleSpecification } from 'maplibre-gl';

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

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The map style for a theme: a hosted style from VITE_MAP_STYLE_URL (VITE_MAP_STYLE_URL_DARK for
 * dark) when set, else the offline style shipped in map-styles/, as an absolute URL on this origin.
 */
export function mapStyleFor(theme: MapTheme): string | StyleSpecification {
  const hosted =
    theme === 'dark'
      ? nonEmpty(import.meta.env.VITE_MAP_STYLE_URL_DARK) ?? nonEmpty(import.meta.env.VITE_MAP_STYLE_URL)
      : nonEmpty(import.meta.env.VITE_MAP_STYLE_URL);
  if (hosted) return hosted;
  const path = `${LOCAL_MAP_STYLES_PATH}${theme}.json`;
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}
