/**
 * The panel's method, published (issue 24): who is on it, what counts, what is left out and why,
 * how the ranking is computed. The numbers are the ones the server uses (shared/domain/panel-rankings.ts).
 */
import { Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MIN_GOLFERS } from '../../../shared/domain/community-rankings';
import {
  CONFLICT_KINDS, CONFLICT_LABELS, MIN_PANELISTS, TRIM_DEVIATION_FLOOR, TRIM_DEVIATIONS, TRIM_MIN_EVALUATIONS,
} from '../../../shared/domain/panel-rankings';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5" as="section">
      <Heading as="h2" size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

export function PanelMethod() {
  return (
    <Stack gap="4" textStyle="sm" data-testid="panel-method">
      <Text>
        TPL’s course panel is a ranking by golfers who applied, were approved by TPL’s admins and are listed by name on the{' '}
        <ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/panelists">panel roster</Link></ChakraLink>, with their public lists. It sits beside
        the community ranking, never instead of it. Nobody pays to be on the panel, and no course pays to be ranked.
      </Text>
      <Section title="What counts">
        <Text>Each panelist’s public ranked lists, exactly as anyone can read them: a course higher in a list is preferred to the courses below it. Private lists do not count.</Text>
        <List.Root ps="4" gap="1">
          <List.Item>Only courses the panelist has marked played count. A panelist cannot rank a course they have not played.</List.Item>
          <List.Item>A panelist with several lists of one kind has one vote, shared between them.</List.Item>
          <List.Item>A panelist whose account is disabled, or who leaves the panel, stops counting at the next update.</List.Item>
        </List.Root>
      </Section>
      <Section title="Conflicts of interest">
        <Text>
          Panelists declare conflicts on a course’s page: {CONFLICT_KINDS.map((k) => CONFLICT_LABELS[k].toLowerCase()).join(', ')}.
          Their vote on that course is left out, counted, and the course page names who declared what.
        </Text>
      </Section>
      <Section title="Outliers">
        <Text>
          Each vote on a course is scored by its place in the panelist’s list, from 10 (first) to 0 (last). Once a course has at least{' '}
          {TRIM_MIN_EVALUATIONS} votes, a vote more than {TRIM_DEVIATIONS} standard deviations from the mean of the others (and at least{' '}
          {TRIM_DEVIATIONS * TRIM_DEVIATION_FLOOR} points away) is trimmed, as Golf Digest drops scores two standard deviations from a
          course’s mean. Each vote is compared with the others, so one wild vote cannot hide by widening the spread. Trimmed votes are counted on the course.
        </Text>
      </Section>
      <Section title="The ranking">
        <Text>
          What is left goes through the same model as the community rankings (a Plackett–Luce model fitted to every list at once), computed
          separately. A course shows once {MIN_PANELISTS} panelists evaluated it (the community needs {MIN_GOLFERS} golfers). Its score runs from 0 to
          10: the model’s chance, times ten, that the panel prefers it to a typical ranked course.
        </Text>
        <Text>
          Beside every course: how many panelists evaluated it, the spread of their votes (the standard deviation on the 0–10 scale: 0 means they
          agree), how many votes were trimmed or left out for conflicts, and the date of the latest evaluation. The ranking updates within a minute of a change.
        </Text>
      </Section>
      <Section title="Panel and crowd">
        <Text>The “Panel vs crowd” view lists the courses both rank, placed again among just those, where the two orders are furthest apart.</Text>
      </Section>
    </Stack>
  );
}
