/** Golfer hits as listbox options: avatar (picture or initials), display name, full name. */
import { Avatar, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { ProBadge } from '../../../components/ui/pro-badge';
import { DemoBadge } from '../../../components/ui/demo-badge';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { userLines } from '../lib/user-lines';
import { RESULT_ROW_HEIGHT } from './course-results';

export function UserResults({ listboxId, optionId, items, active, onHover, onSelect }: {
  listboxId: string;
  optionId: (index: number) => string;
  items: readonly PublicUser[];
  active: number;
  onHover: (index: number) => void;
  onSelect: (user: PublicUser) => void;
}) {
  return (
    <Box role="listbox" id={listboxId} aria-label="Users" data-testid="search-results" py="1">
      {items.map((user, i) => {
        const { primary, secondary } = userLines(user);
        return (
          <Flex key={user._id} role="option" id={optionId(i)} aria-selected={i === active} data-testid="search-result"
            h={RESULT_ROW_HEIGHT} px="3" gap="3" align="center" cursor="pointer" bg={i === active ? 'bg.muted' : undefined}
            onMouseDown={(e) => e.preventDefault()} onMouseMove={() => onHover(i)} onClick={() => onSelect(user)}>
            <Avatar.Root size="sm" colorPalette="brand" aria-hidden flexShrink={0}>
              <Avatar.Fallback name={primary} />
              {user.picture && <Avatar.Image src={user.picture} alt="" />}
            </Avatar.Root>
            <Box flex="1" minW="0">
              <HStack gap="2" minW="0"><Text fontWeight="medium" truncate>{primary}</Text><ProBadge show={user.isPremium} size="xs" /></HStack>
              {secondary && <Text textStyle="sm" color="fg.muted" truncate>{secondary}</Text>}
            </Box>
            <DemoBadge user={user} />
          </Flex>
        );
      })}
    </Box>
  );
}
