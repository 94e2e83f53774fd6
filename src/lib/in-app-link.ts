/** Which link clicks navigate this tab to another screen of the app (DOM-free, so it is unit-tested). */

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}
export interface LinkLike {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Where a click on a link takes this tab inside the app, or null when it does not leave the page
 * here: another tab or window (modifier keys, a target), a download, another site (the browser's
 * own prompt covers that), or the same page (a hash).
 */
export function inAppDestination(link: LinkLike, click: ClickLike, current: URL): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  let to: URL;
  try {
    to = new URL(link.href, current);
  } catch {
    return null;
  }
  if (to.origin !== current.origin) return null;
  if (to.pathname === current.pathname && to.search === current.search) return null;
  return to;
}
