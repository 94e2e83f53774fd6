import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { HOME_ITEM, type NavItem } from './nav-items';

export const DRAWER_WIDTH = 240;

/** The 240 px slide-out drawer on narrow screens: Home plus the rail's entries. */
export function NavDrawer({ items, open, onOpenChange }: { items: NavItem[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${DRAWER_WIDTH}px`} w={`${DRAWER_WIDTH}px`} data-testid="nav-drawer">
            <Drawer.Header>
              <Drawer.Title>TPL</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">
              <Stack as="nav" aria-label="Main" gap="1">
                {[HOME_ITEM, ...items].map(({ label, to, icon: Icon }) => (
                  <NavLink key={to} to={to} end={to === '/'} onClick={() => onOpenChange(false)}>
                    {({ isActive }) => (
                      <Button as="span" w="full" justifyContent="start" variant={isActive ? 'subtle' : 'ghost'} colorPalette={isActive ? 'brand' : 'gray'}>
                        <Icon aria-hidden /> {label}
                      </Button>
                    )}
                  </NavLink>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
