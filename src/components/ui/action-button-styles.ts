import type { ButtonProps } from '@chakra-ui/react';

/** How the course actions look: big tiles (icon over label) on the course page, icons on cards and rows. */
export type ActionLook = 'tile' | 'icon';

export const TILE_PROPS: ButtonProps = {
  size: 'sm',
  h: 'auto',
  minH: '16',
  py: '2.5',
  px: '1.5',
  flexDirection: 'column',
  gap: '1.5',
  whiteSpace: 'normal',
  textStyle: 'xs',
};

/** Highlighted (played, or in a list) or not: a tinted fill in the kind's colour, else an outline. */
export const activeLook = (active: boolean, palette: string): ButtonProps => (active
  ? { variant: 'subtle', colorPalette: palette, borderWidth: '1px', borderColor: 'colorPalette.muted' }
  : { variant: 'outline', colorPalette: 'gray' });

/** Buttons inside a list row sit above the row's link overlay. */
export const ROW_ACTION_PROPS: ButtonProps = { position: 'relative', zIndex: '1' };
