import { Checkbox, HStack, Spinner, Text } from '@chakra-ui/react';
import type { Wishlist } from '../../../shared/contracts/wishlists.contract';
import { courseCount } from '../lib/wishlist-kinds';

/** One list in the wishlist / watchlist dialog: checked when the course is in it; a click toggles it. */
export function WishlistCheckbox({ list, checked, busy, onChange }: {
  list: Wishlist;
  checked: boolean;
  busy: boolean;
  onChange: (inList: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      // A click while the last one is on its way would race it; the box keeps its focus meanwhile.
      readOnly={busy}
      onCheckedChange={(e) => onChange(e.checked === true)}
      colorPalette="brand"
      px="2"
      py="2"
      borderRadius="l2"
      _hover={{ bg: 'bg.muted' }}
      w="full"
      data-testid="wishlist-option"
      data-list-id={list._id}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label flex="1" minW="0">
        <HStack justify="space-between" gap="3">
          <Text as="span" truncate>{list.name}</Text>
          <HStack as="span" gap="2" flexShrink={0}>
            {busy && <Spinner size="xs" aria-hidden="true" />}
            <Text as="span" textStyle="xs" color="fg.muted">{courseCount(list.courses.length)}</Text>
          </HStack>
        </HStack>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
