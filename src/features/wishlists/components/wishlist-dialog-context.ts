/**
 * Opens the wishlist / watchlist dialog of a course from anywhere. It lives with the shell
 * (WishlistDialogProvider), not with the button that opened it: Save and Add leaves the page for
 * /wishlists.
 */
import { createContext, useContext } from 'react';
import type { WishlistKind } from '../../../shared/contracts/wishlists.contract';

export interface WishlistDialogTarget {
  kind: WishlistKind;
  course: { _id: string; club_name: string };
}

export interface WishlistDialog {
  /** `returnFocus`: where focus goes when the dialog closes (the button that opened it). */
  openWishlists(target: WishlistDialogTarget, returnFocus?: HTMLElement | null): void;
}

export const WishlistDialogContext = createContext<WishlistDialog>({ openWishlists: () => {} });

export const useWishlistDialog = () => useContext(WishlistDialogContext);
