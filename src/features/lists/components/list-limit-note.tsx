/** The owner's plan limit on a list page: "7 of 10 · Free plan", and what Pro would give, with a link. */
import { Alert, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { PRO_PATH } from '../../../shared/domain/list-rules';
import { itemLimitInfo } from '../lib/limit-text';

export function ListLimitNote({ list, isPremium }: { list: ListDetail; isPremium: boolean }) {
  if (list.maxItems === null) return null;
  const info = itemLimitInfo(list, list.maxItems, isPremium);
  if (!info.text) return null;
  const pro = info.proPitch && <ChakraLink asChild color="accent.fg" fontWeight="medium"><Link to={PRO_PATH}>{info.proPitch}</Link></ChakraLink>;
  if (info.reached) {
    return (
      <Alert.Root status="warning" size="sm" data-testid="list-limit" data-reached="true">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This list is full: {info.text}.</Alert.Title>
          <Alert.Description>
            Remove an item to add another{info.proPitch ? '. ' : '.'}{pro}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="list-limit" data-reached="false">
      <Text color="fg.muted">{info.text}</Text>
      {pro && <Text>{pro}</Text>}
    </Stack>
  );
}
