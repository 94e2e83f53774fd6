import { describe, expect, it } from 'vitest';
import { inAppDestination, type ClickLike } from '../../../src/lib/in-app-link';

const here = new URL('http://127.0.0.1:3000/account/edit-profile');
const click: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({ href, target: extra.target ?? '', download: extra.download ?? false });

describe('inAppDestination: which link clicks leave the page inside the app (and so ask first)', () => {
  it('a plain click on a link to another screen of the app', () => {
    expect(inAppDestination(link('http://127.0.0.1:3000/my-lie'), click, here)?.pathname).toBe('/my-lie');
    expect(inAppDestination(link('/users/abc?tab=lists'), click, here)?.search).toBe('?tab=lists');
    expect(inAppDestination(link('http://127.0.0.1:3000/account/edit-profile?x=1'), click, here)).not.toBeNull();
  });

  it.each([
    ['the same page', link('http://127.0.0.1:3000/account/edit-profile'), click],
    ['a hash on the same page', link('http://127.0.0.1:3000/account/edit-profile#picture'), click],
    ['another site (the browser asks itself)', link('https://example.com/'), click],
    ['a new tab by target', link('/my-lie', { target: '_blank' }), click],
    ['a download', link('/api/files/a.webp', { download: true }), click],
    ['a ctrl-click (new tab)', link('/my-lie'), { ...click, ctrlKey: true }],
    ['a cmd-click (new tab)', link('/my-lie'), { ...click, metaKey: true }],
    ['a shift-click (new window)', link('/my-lie'), { ...click, shiftKey: true }],
    ['a middle click', link('/my-lie'), { ...click, button: 1 }],
    ['a click something else already handled', link('/my-lie'), { ...click, defaultPrevented: true }],
  ])('not %s', (_what, l, c) => {
    expect(inAppDestination(l, c, here)).toBeNull();
  });

  it('an explicit _self target is this tab', () => {
    expect(inAppDestination(link('/my-lie', { target: '_self' }), click, here)).not.toBeNull();
  });
});
