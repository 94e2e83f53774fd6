import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env';
import { withMapStyles } from '../../../src/server/plugins/client.plugin';
import { isStaticFile } from '../../../src/server/plugins/security.plugin';

const HTML = '<!doctype html><html><head><title>TPL</title></head><body></body></html>';

describe('hosted map styles, configured on the server', () => {
  it('are handed to the page as meta tags, escaped', () => {
    const html = withMapStyles(HTML, { light: 'https://tiles.example/styles/liberty?key=a&b="c"', dark: 'https://tiles.example/dark.json' });
    expect(html).toContain('<meta name="tpl-map-style" content="https://tiles.example/styles/liberty?key=a&amp;b=&quot;c&quot;">');
    expect(html).toContain('<meta name="tpl-map-style-dark" content="https://tiles.example/dark.json"></head>');
  });

  it('leave the page alone when unset', () => {
    expect(withMapStyles(HTML, {})).toBe(HTML);
    expect(withMapStyles(HTML, undefined)).toBe(HTML);
  });

  it('must be http(s) URLs; empty means unset', () => {
    expect(readEnv({ MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' }).MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(readEnv({ MAP_STYLE_URL: '' }).MAP_STYLE_URL).toBeUndefined();
    expect(() => readEnv({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
    expect(() => readEnv({ MAP_STYLE_URL_DARK: 'not a url' })).toThrow(/MAP_STYLE_URL_DARK/);
  });
});

describe('rate limits', () => {
  it('leave the static files alone (map tiles are many range requests) but not the API', () => {
    expect(isStaticFile('/map-styles/generated/basemap.pmtiles')).toBe(true);
    expect(isStaticFile('/assets/index-abc.js')).toBe(true);
    expect(isStaticFile('/api/courses')).toBe(false);
    expect(isStaticFile('/map-stylesheet')).toBe(false);
  });
});
