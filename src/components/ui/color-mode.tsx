/**
 * Light, Dark or System (spec section 4): persisted under localStorage key 'theme', default
 * system, and System follows the device's dark-scheme preference live (next-themes).
 */
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import type { ColorTheme } from '../../shared/domain/enums';
import { THEME_STORAGE_KEY } from './color-mode-storage';

export function ColorModeProvider({ children, onResolvedChange }: { children: ReactNode; onResolvedChange?: (mode: 'light' | 'dark') => void }) {
  return (
    <ThemeProvider attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="system" enableSystem disableTransitionOnChange>
      {onResolvedChange && <ResolvedModeEffect onChange={onResolvedChange} />}
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

/** Tells the app when the resolved mode changes (the browser's theme colour follows it). */
function ResolvedModeEffect({ onChange }: { onChange: (mode: 'light' | 'dark') => void }) {
  const { resolvedColorMode } = useColorMode();
  useEffect(() => onChange(resolvedColorMode), [onChange, resolvedColorMode]);
  return null;
}
