/** One Golf DNA claim: its sentence, and the courses behind it on demand. */
import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DnaClaim as Claim } from '../../../shared/contracts/my-lie.contract';
import { formatScore } from '../../../shared/domain/ranking/score';

export function DnaClaim({ claim }: { claim: Claim }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const n = claim.courses.length;
  return (
    <Stack as="li" gap="1" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="l2" p="3" data-testid="dna-claim" data-dimension={claim.dimension}>
      <Text fontSize="sm">{claim.sentence}</Text>
      <HStack>
        <Button size="xs" variant="ghost" colorPalette="brand" px="1" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {open ? <ChevronUp size={14} aria-hidden /> : <ChevronDown size={14} aria-hidden />}
          {open ? 'Hide the courses' : `Show the ${n} ${n === 1 ? 'course' : 'courses'}`}
        </Button>
      </HStack>
      {open && (
        <Stack as="ul" id={listId} gap="1" ps="0" m="0" data-testid="dna-claim-courses">
          {claim.courses.map((c) => (
            <HStack as="li" key={c._id} gap="2" listStyleType="none">
              <ChakraLink asChild flex="1" minW="0" fontSize="sm"><Link to={`/courses/${c._id}`}><Text as="span" truncate>{c.club_name}</Text></Link></ChakraLink>
              {c.score !== null && <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">{formatScore(c.score)}</Text>}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
