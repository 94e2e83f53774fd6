import { Flex, IconButton } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { Tooltip } from '../../components/ui/tooltip';
import type { NavItem } from './nav-items';

export const RAIL_WIDTH = 48;

/** The 48 px icon rail, from the small breakpoint up. */
export function NavRail({ items }: { items: NavItem[] }) {
  return (
    <Flex as="nav" aria-label="Main" direction="column" align="center" gap="1" py="2" w={`${RAIL_WIDTH}px`}
      position="fixed" top="48px" left="0" bottom="0" bg="bg" borderRightWidth="1px" zIndex="docked" hideBelow="sm" data-testid="nav-rail">
      {items.map(({ label, to, icon: Icon }) => (
        <Tooltip key={to} content={label} placement="right">
          <NavLink to={to} aria-label={label}>
            {({ isActive }) => (
              <IconButton as="span" variant={isActive ? 'subtle' : 'ghost'} colorPalette={isActive ? 'brand' : 'gray'} size="md" aria-hidden tabIndex={-1}>
                <Icon />
              </IconButton>
            )}
          </NavLink>
        </Tooltip>
      ))}
    </Flex>
  );
}
