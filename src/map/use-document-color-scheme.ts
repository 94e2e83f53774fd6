/**
 * The colour mode the page is in, read from <html class="dark|light"> (set first by the boot stage,
 * then by next-themes in the shell). The map follows it without importing the design system.
 */
import { useSyncExternalStore } from 'react';

export type ColorScheme = 'light' | 'dark';

const read = (): ColorScheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export const useDocumentColorScheme = (): ColorScheme => useSyncExternalStore(subscribe, read, () => 'light');
