/**
 * Light, Dark or System (spec section 4): persisted under localStorage key 'theme', default
 * system, and System follows the device's dark-scheme preference live (next-themes).
 */
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import type { ColorTheme } from '../../shared/domain/enums';

export const THEME_STORAGE_KEY = 'theme';

export function ColorModeProvider({ children, themeColors }: { children: ReactNode; themeColors: { light: string; dark: string } }) {
  return (
    <ThemeProvider attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="system" enableSystem disableTransitionOnChange>
      <ThemeColorMeta colors={themeColors} />
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    colorMode: (theme ?? 'system') as ColorTheme,
    resolvedColorMode: resolvedTheme === 'dark' ? ('dark' as const) : ('light' as const),
    setColorMode: (mode: ColorTheme) => setTheme(mode),
  };
}

/** The browser's theme colour follows the primary colour of the active mode. */
function ThemeColorMeta({ colors }: { colors: { light: string; dark: string } }) {
  const { resolvedColorMode } = useColorMode();
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors[resolvedColorMode]);
  }, [colors, resolvedColorMode]);
  return null;
}
