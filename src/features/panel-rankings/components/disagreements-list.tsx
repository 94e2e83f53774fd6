/** Panel vs crowd: the courses the panel and the community rank furthest apart, among those both rank. */
import { Box, Link as ChakraLink, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { COMMUNITY_TYPES } from '../../../shared/domain/community-rankings';
import { rankingName } from '../../community-rankings/lib/community-rankings-text';
import { useDisagreements } from '../api/get-disagreements';
import { gapText, panelBesideCrowd } from '../lib/panel-text';

export function DisagreementsList() {
  const [type, setType] = useState<string>('mylie');
  const { data, error, refetch } = useDisagreements(type);
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Ranking" value={type} onChange={(e) => setType(e.target.value)} data-testid="disagreements-type">
          {COMMUNITY_TYPES.course.map((t) => <option key={t} value={t}>{rankingName('course', t)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <RetryError message={`Could not load: ${error.message}`} onRetry={() => void refetch()} /> : !data ? <Skeleton h="40" /> : (
        <>
          <Text textStyle="sm" color="fg.muted">
            {data.compared === 0
              ? 'No course is in both the panel’s and the community’s ranking yet.'
              : `Of the ${data.compared.toLocaleString('en')} courses both rank, placed again among just those: where they differ most.`}
          </Text>
          <Stack as="ul" gap="0" ps="0" data-testid="disagreements">
            {data.items.map((d) => (
              <Box as="li" key={d.course._id} listStyleType="none" py="2.5" borderBottomWidth="1px" data-testid="disagreement-row">
                <ChakraLink asChild fontWeight="semibold" color="fg"><Link to={`/courses/${d.course._id}`}>{d.course.club_name}</Link></ChakraLink>
                <Text textStyle="xs" color="fg.muted">{panelBesideCrowd(d.panel, d.community)}</Text>
                <Text textStyle="xs" color={d.gap > 0 ? 'brand.fg' : d.gap < 0 ? 'accent.fg' : 'fg.muted'} fontWeight="medium">{gapText(d.gap)}</Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
