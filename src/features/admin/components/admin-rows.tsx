/** The console's list pieces: a row that opens a record (title, a muted line, badges) and a pager. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AdminRow({ title, subtitle, badges, onOpen, ...data }: {
  title: string; subtitle: string; badges?: ReactNode; onOpen: () => void;
} & { [dataAttribute: `data-${string}`]: string | undefined }) {
  return (
    <li style={{ listStyle: 'none' }}>
      {/* Long names and emails wrap (a row cut them off without an ellipsis: issue 32). */}
      <Button variant="ghost" w="full" justifyContent="space-between" h="auto" py="2" whiteSpace="normal" textAlign="start" onClick={onOpen} {...data}>
        <Stack gap="0" align="start" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">{title}</Text>
          <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">{subtitle}</Text>
        </Stack>
        {badges && <HStack gap="1" flexShrink={0}>{badges}</HStack>}
      </Button>
    </li>
  );
}

/** Previous / "Page 2 of 7" / Next, for a page of `total` items `pageSize` at a time. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="space-between">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <Text fontSize="sm">Page {page} of {pages}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
    </HStack>
  );
}
