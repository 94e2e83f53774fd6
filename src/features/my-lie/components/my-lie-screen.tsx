/**
 * My Lie (spec section 2, /my-lie): the golfer's own page. What they played, counted by continent
 * and country; the top of their ranking; their lists; and, until they have done them, the first
 * three things to do (the 'me' tutorial, until then or until they hide it); their Golf DNA, list completion, year in review and played
 * courses as a paged list.
 */
import { Button, HStack, Link as ChakraLink, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Map as MapIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useListsOfKind } from '../../lists/api/get-lists-of-kind';
import { useTutorial } from '../../tutorials/hooks/use-tutorial';
import { ListSummaryRow } from '../../lists/components/list-summary-row';
import { useUserStats } from '../api/get-user-stats';
import { firstSteps, firstStepsDone } from '../lib/first-steps';
import { continentLabel, playedSummary, topBars } from '../lib/played-bars';
import { CompletionSection } from './completion-section';
import { FirstStepsCard } from './first-steps-card';
import { GolfDnaSection } from './golf-dna-section';
import { PlayedCoursesList } from './played-courses-list';
import { YearInReviewCard } from './year-in-review-card';
import { MyRankingPreview } from './my-ranking-preview';
import { PlayedBarsChart } from './played-bars-chart';

export function MyLieScreen() {
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  const stats = useUserStats(me?._id);
  const courseLists = useListsOfKind(me?._id, 'course');
  const holeLists = useListsOfKind(me?._id, 'hole');
  const tutorial = useTutorial('me');
  if (stats.isError) return <RetryError message={`Your golf could not be loaded: ${stats.error.message}`} onRetry={() => void stats.refetch()} testId="my-lie-error" />;
  if (!stats.data || !courseLists.data || !holeLists.data) return <Skeleton h="40" data-testid="my-lie-loading" />;

  const s = stats.data;
  const myLie = courseLists.data.find((l) => l.type === 'mylie');
  const steps = firstSteps(s, !!myLie);
  const otherLists = [...courseLists.data.filter((l) => l !== myLie), ...holeLists.data];
  return (
    <Stack gap="5" data-testid="my-lie">
      <Stack gap="1">
        <Text fontSize="lg" fontWeight="semibold">{me?.displayName ?? 'Your golf'}</Text>
        <Text color="fg.muted" data-testid="played-summary">
          {playedSummary(s.played.total, s.played.byCountry.length, s.played.byContinent.length)}
          {s.rankedCourses > 0 && ` · ${s.rankedCourses} ranked`}
        </Text>
      </Stack>
      {tutorial.show && !firstStepsDone(steps) && <FirstStepsCard steps={steps} onDismiss={tutorial.dismiss} />}
      {s.played.total > 0 && (
        <Stack gap="4">
          <PlayedBarsChart title="Played by continent" bars={topBars(s.played.byContinent, 6, continentLabel)} testId="played-by-continent" />
          <PlayedBarsChart title="Played by country" bars={topBars(s.played.byCountry, 8)} testId="played-by-country" />
          <HStack>
            <Button size="sm" variant="outline" onClick={() => {
              // The map filtered to played courses, with the panel out of the way (on a phone it covers the map).
              navigate('/?only=played');
            }} data-testid="show-played-on-map">
              <MapIcon size={16} aria-hidden />Show my played courses on the map
            </Button>
          </HStack>
        </Stack>
      )}
      {s.played.total > 0 && me && <YearInReviewCard userId={me._id} />}
      {myLie && myLie.itemCount > 0 && <><Separator /><MyRankingPreview listId={myLie._id} /></>}
      {me && (
        <>
          <Separator />
          <GolfDnaSection userId={me._id} />
          <Separator />
          <CompletionSection userId={me._id} />
        </>
      )}
      <Separator />
      <Stack gap="2" data-testid="my-lie-lists">
        <HStack justify="space-between">
          <Text fontWeight="medium" fontSize="sm">Your lists</Text>
          <ChakraLink asChild fontSize="sm" colorPalette="brand"><Link to="/lists">My lists</Link></ChakraLink>
        </HStack>
        {otherLists.length === 0
          ? <Text fontSize="sm" color="fg.muted">No lists yet. Rank your favourite courses around a theme: most fun, best value, hidden gems.</Text>
          : <Stack as="ul" gap="0" ps="0" m="0">{otherLists.map((l) => <ListSummaryRow key={l._id} list={l} />)}</Stack>}
      </Stack>
      <Separator />
      <PlayedCoursesList />
    </Stack>
  );
}
