/**
 * The design system (spec section 9): Roboto, radius 12, a green primary that is lighter in dark
 * mode, an amber secondary. Components use `colorPalette="brand"` or `"accent"`.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** `contrast` is the text on `solid`: white, or the palette's darkest shade where white fails AA on it. */
const palette = (name: string, light: { solid: number; fg: number; contrast?: 'white' | 950 }, dark: { solid: number; fg: number }) => ({
  solid: { value: { base: `{colors.${name}.${light.solid}}`, _dark: `{colors.${name}.${dark.solid}}` } },
  contrast: { value: { base: light.contrast === 950 ? `{colors.${name}.950}` : 'white', _dark: `{colors.${name}.950}` } },
  fg: { value: { base: `{colors.${name}.${light.fg}}`, _dark: `{colors.${name}.${dark.fg}}` } },
  muted: { value: { base: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { base: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { base: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: { base: `{colors.${name}.600}`, _dark: `{colors.${name}.400}` } },
  border: { value: { base: `{colors.${name}.300}`, _dark: `{colors.${name}.700}` } },
});

const config = defineConfig({
  theme: {
    // Disabled controls lose their colour as well as half their opacity: a bright green button on a
    // dark page at half opacity still looked enabled.
    layerStyles: {
      disabled: { value: { opacity: '0.5', cursor: 'not-allowed', filter: 'grayscale(0.8)' } },
    },
    tokens: {
      fonts: {
        heading: { value: "'Roboto', system-ui, sans-serif" },
        body: { value: "'Roboto', system-ui, sans-serif" },
      },
      radii: { l1: { value: '6px' }, l2: { value: '8px' }, l3: { value: '12px' } },
      // Chakra ships no amber scale; the secondary colour needs one.
      colors: {
        amber: {
          50: { value: '#fffbeb' }, 100: { value: '#fef3c7' }, 200: { value: '#fde68a' }, 300: { value: '#fcd34d' },
          400: { value: '#fbbf24' }, 500: { value: '#f59e0b' }, 600: { value: '#d97706' }, 700: { value: '#b45309' },
          800: { value: '#92400e' }, 900: { value: '#78350f' }, 950: { value: '#451a03' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: palette('green', { solid: 700, fg: 700 }, { solid: 400, fg: 300 }),
        // White on amber.500 is 2.1:1 (the Pro badge failed AA); amber.950 on it is 7.0:1.
        accent: palette('amber', { solid: 500, fg: 700, contrast: 950 }, { solid: 400, fg: 300 }),
        // Error text under a field: Chakra's red.500 is 3.8:1 on white, red.600 is 4.8:1 (AA).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
      radii: { card: { value: '12px' } },
    },
  },
  globalCss: {
    'html, body, #root': { height: '100%', margin: 0, overflow: 'hidden' },
    // Reduced motion (WCAG 2.3.3): dialogs, sheets and menus appear at once; spinners still turn.
    // The map's camera follows the same setting (src/map/motion.ts).
    '*:not(.chakra-spinner), *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
