/**
 * The style the map draws, and where the course layers go in it.
 *
 * - A hosted style that cannot be drawn (missing, unreachable, not a style, or no answer within
 *   STYLE_TIMEOUT_MS) is replaced by the offline basemap, and the golfer is told (map-notices.ts):
 *   never a blank map.
 * - Course pins and bubbles go above the basemap's roads and areas and below its labels, whatever
 *   the style calls its layers: before the first symbol layer of the basemap, found when a style
 *   has loaded. The counts on the bubbles (and list pin numbers) stay on top: MapLibre places
 *   them before the basemap's labels, which then make way instead of covering them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapNotice } from './map-notices';
import { hostedStyleFor, offlineStyleFor, type MapTheme } from './map-style-url';

export const STYLE_TIMEOUT_MS = 10_000;
export const STYLE_FALLBACK_NOTICE = 'The online map could not be loaded, so TPL is showing its offline map: coastlines, lakes and towns, without roads.';

/** The first label (symbol) layer of a basemap style that is not one of ours. */
export function firstLabelLayer(layers: readonly { id: string; type: string }[], ours: ReadonlySet<string>): string | undefined {
  return layers.find((l) => l.type === 'symbol' && !ours.has(l.id))?.id;
}

/** Whether a map error means the style itself failed (not one tile or source of it). */
export function isStyleFailure(event: { sourceId?: string; tile?: unknown }, styleLoaded: boolean): boolean {
  return !styleLoaded && !event.sourceId && !event.tile;
}

export function useMapStyle(theme: MapTheme, ourLayers: ReadonlySet<string>) {
  const hosted = hostedStyleFor(theme);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const style = hosted && !failed.includes(hosted) ? hosted : offlineStyleFor(theme);
  const usingHosted = style === hosted;
  const current = useRef(style);
  current.current = style;
  /** The style whose 'style.load' has fired, and the label layer found in it. */
  const [loaded, setLoaded] = useState<{ style: string; beforeId: string | undefined } | null>(null);
  const loadedRef = useRef<string | null>(null);

  const fallBack = useCallback((reason: string) => {
    if (!hosted) return;
    setFailed((list) => (list.includes(hosted) ? list : [...list, hosted]));
    console.warn(`Map style ${hosted} failed (${reason}); drawing the offline basemap.`);
    mapNotice(STYLE_FALLBACK_NOTICE);
  }, [hosted]);

  /** Call once with the map instance. */
  const attach = useCallback((map: MapLibreMap) => {
    map.on('style.load', () => {
      loadedRef.current = current.current;
      const loadedStyle = map.getStyle();
      // Which style is drawn, for tests of hosted styles and their fallback.
      map.getContainer().dataset.styleName = loadedStyle.name ?? '';
      setLoaded({ style: current.current, beforeId: firstLabelLayer(loadedStyle.layers, ourLayers) });
    });
  }, [ourLayers]);

  /** Pass every map error here. */
  const onError = useCallback((event: { error?: Error; sourceId?: string; tile?: unknown }) => {
    if (usingHosted && isStyleFailure(event, loadedRef.current === style)) fallBack(event.error?.message ?? 'the style did not load');
  }, [usingHosted, style, fallBack]);

  useEffect(() => {
    if (!usingHosted) return;
    const timer = setTimeout(() => {
      if (loadedRef.current !== style) fallBack(`no answer in ${STYLE_TIMEOUT_MS / 1000} s`);
    }, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [usingHosted, style, fallBack]);

  return { style, attach, onError, beforeId: loaded?.style === style ? loaded.beforeId : undefined };
}
