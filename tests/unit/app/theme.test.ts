import { describe, expect, it } from 'vitest';
import { system } from '../../../src/app/theme';

const STEPS = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing', 'border'];

describe('theme', () => {
  it('builds the brand and accent palettes only from colour tokens that exist, in light and dark', () => {
    for (const palette of ['brand', 'accent']) {
      for (const step of STEPS) {
        const token = system.tokens.getByName(`colors.${palette}.${step}`);
        expect(token, `${palette}.${step}`).toBeDefined();
        const conditions = (token!.extensions as { conditions?: Record<string, string> }).conditions ?? {};
        expect(Object.keys(conditions).sort(), `${palette}.${step}`).toEqual(['_dark', 'base']);
        for (const [mode, value] of Object.entries(conditions)) {
          const ref = /^\{(.+)\}$/.exec(value)?.[1];
          // A reference to a missing scale (Chakra has no amber) would leave the CSS variable invalid.
          if (ref) expect(system.tokens.getByName(ref), `${palette}.${step} ${mode} -> ${ref}`).toBeDefined();
        }
      }
    }
  });
});
