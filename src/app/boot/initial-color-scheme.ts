/**
 * Before anything draws: put the stored theme ('theme' in localStorage: light, dark or system,
 * default system) on <html> the way next-themes does (class and color-scheme), so the map's first
 * style and the shell placeholder are already in the right mode. Once the shell has loaded,
 * next-themes owns the class; until then a System choice follows the device live.
 */
import { THEME_STORAGE_KEY } from '../../components/ui/color-mode-storage';
import { setThemeColorMeta } from '../theme-color';

function storedTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage blocked: behave as System
  }
}

let stopFollowing = () => {};

export function applyInitialColorScheme(): void {
  const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const stored = storedTheme();
    const mode = stored === 'light' || stored === 'dark' ? stored : darkQuery.matches ? 'dark' : 'light';
    const html = document.documentElement;
    html.classList.remove(mode === 'dark' ? 'light' : 'dark');
    html.classList.add(mode);
    html.style.colorScheme = mode;
    setThemeColorMeta(mode);
  };
  apply();
  darkQuery.addEventListener('change', apply);
  stopFollowing = () => darkQuery.removeEventListener('change', apply);
}

/** Called when the shell mounts: from then on next-themes owns the class and follows the device. */
export function handOverColorScheme(): void {
  stopFollowing();
}
