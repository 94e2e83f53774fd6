/** List completion: the notable tiers always, then the architects and countries the golfer has started. */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCompletion } from '../api/get-completion';
import { ProgressRow } from './progress-row';

export function CompletionSection({ userId }: { userId: string }) {
  const { data, isError } = useCompletion(userId);
  if (isError) return <Text fontSize="sm" color="fg.muted">List completion could not be loaded.</Text>;
  if (!data) return <Skeleton h="24" />;
  return (
    <Stack gap="3" data-testid="completion">
      <Stack gap="0">
        <Text fontWeight="medium" fontSize="sm">List completion</Text>
        <Text fontSize="xs" color="fg.muted">The world's notable courses, and every architect and country you have started.</Text>
      </Stack>
      <Stack as="ul" gap="3" ps="0" m="0" aria-label="Notable courses">
        {data.notable.map((l) => <ProgressRow key={l.key} name={l.name} played={l.played} total={l.total} />)}
      </Stack>
      {data.lists.length === 0
        ? <Text fontSize="sm" color="fg.muted" data-testid="completion-empty">Play a course and its architect and country start a list here: see how many of Alister MacKenzie's or Scotland's courses you have played.</Text>
        : (
          <Stack as="ul" gap="3" ps="0" m="0" aria-label="Architects and countries">
            {data.lists.map((l) => <ProgressRow key={`${l.kind}:${l.key}`} name={l.name} played={l.played} total={l.total} />)}
          </Stack>
        )}
    </Stack>
  );
}
