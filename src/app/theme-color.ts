/** The primary colour per mode, for the browser's theme-color meta tag (kept free of Chakra: the boot stage uses it). */
export const THEME_COLOR = { light: '#15803d', dark: '#4ade80' } as const;

export function setThemeColorMeta(mode: 'light' | 'dark'): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[mode]);
}
