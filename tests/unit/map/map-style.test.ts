// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedStyleFor, mapStyleFor } from '../../../src/map/map-style-url';
import { firstLabelLayer, isStyleFailure } from '../../../src/map/use-map-style';

/** A page whose <head> carries these meta tags (what the server writes into index.html). */
function pageWithMeta(tags: Record<string, string>) {
  vi.stubGlobal('document', {
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      return name && name in tags ? { content: tags[name] } : null;
    },
  });
}

describe('which style the map draws', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('the server\'s meta tags win over build-time settings; dark falls back to light', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', 'https://build.example/light.json');
    vi.stubEnv('VITE_MAP_STYLE_URL_DARK', 'https://build.example/dark.json');
    pageWithMeta({ 'tpl-map-style': 'https://run.example/light.json' });
    expect(mapStyleFor('light')).toBe('https://run.example/light.json');
    expect(mapStyleFor('dark')).toBe('https://run.example/light.json');
    pageWithMeta({ 'tpl-map-style': 'https://run.example/light.json', 'tpl-map-style-dark': 'https://run.example/dark.json' });
    expect(mapStyleFor('dark')).toBe('https://run.example/dark.json');
  });

  it('an empty meta tag counts as unset: build-time settings, then the offline style', () => {
    pageWithMeta({ 'tpl-map-style': '  ' });
    vi.stubEnv('VITE_MAP_STYLE_URL', 'https://build.example/light.json');
    vi.stubEnv('VITE_MAP_STYLE_URL_DARK', '');
    expect(hostedStyleFor('dark')).toBe('https://build.example/light.json');
    vi.stubEnv('VITE_MAP_STYLE_URL', '');
    expect(hostedStyleFor('light')).toBeUndefined();
    expect(mapStyleFor('dark')).toBe('/map-styles/dark.json');
  });
});

describe('where the course layers go', () => {
  const ours = new Set(['course-clusters', 'course-cluster-counts']);

  it('before the first label layer of the basemap, whatever its id', () => {
    const layers = [
      { id: 'background', type: 'background' },
      { id: 'roads', type: 'line' },
      { id: 'course-cluster-counts', type: 'symbol' },
      { id: 'housenumbers', type: 'symbol' },
      { id: 'place-names', type: 'symbol' },
    ];
    expect(firstLabelLayer(layers, ours)).toBe('housenumbers');
  });

  it('on top when the basemap has no labels', () => {
    expect(firstLabelLayer([{ id: 'land', type: 'fill' }, { id: 'course-cluster-counts', type: 'symbol' }], ours)).toBeUndefined();
  });

  it('only a failure of the style itself, before it loaded, counts as a failed style', () => {
    expect(isStyleFailure({}, false)).toBe(true);
    expect(isStyleFailure({}, true)).toBe(false);
    expect(isStyleFailure({ sourceId: 'openmaptiles' }, false)).toBe(false);
    expect(isStyleFailure({ tile: {} }, false)).toBe(false);
  });
});
