/** The architect filter: type two letters, pick from the architects with the most courses. */
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useArchitects } from '../api/get-explore-courses';

export function ArchitectField({ value, onChange }: { value: string | undefined; onChange: (architect: string | undefined) => void }) {
  const [text, setText] = useState('');
  const [terms] = useDebounce(text, 250);
  const { data: found } = useArchitects(terms);
  if (value) {
    return (
      <HStack gap="2" data-testid="explore-architect-chosen">
        <Text fontSize="sm">Architect: <Box as="strong">{value}</Box></Text>
        <Button size="xs" variant="ghost" aria-label={`Clear the architect ${value}`} onClick={() => onChange(undefined)}><X size={14} /></Button>
      </HStack>
    );
  }
  const open = text.trim().length >= 2 && !!found;
  return (
    <Stack gap="1" position="relative">
      <Input size="sm" placeholder="Architect, e.g. MacKenzie" value={text} onChange={(e) => setText(e.target.value)}
        aria-label="Architect" data-testid="explore-architect-input" />
      {open && (
        <Stack as="ul" gap="0" ps="0" m="0" borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel" data-testid="explore-architects">
          {found.length === 0 && <Text as="li" listStyleType="none" fontSize="sm" color="fg.muted" px="3" py="2">No architect by that name.</Text>}
          {found.map((a) => (
            <Box as="li" key={a.name} listStyleType="none">
              <Button variant="ghost" size="sm" w="full" justifyContent="space-between" onClick={() => { setText(''); onChange(a.name); }}>
                <Text truncate>{a.name}</Text><Text color="fg.muted" fontSize="xs">{a.courses}</Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
