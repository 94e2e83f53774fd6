/**
 * Courses to add, from the part of the world the map shows: best first (community score, then
 * notability), public and limited by default (a traveller rarely gets onto a private club),
 * filtered by green fee and type. The party's wishes are marked; courses the golfer played are
 * marked and can be hidden.
 */
import { Badge, Button, Checkbox, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useMapViewBounds } from '../../../map/use-map-view-bounds';
import { greenFeeSymbol } from '../../../shared/domain/green-fee';
import { CLUB_MEMBERSHIPS, MEMBERSHIP_LABELS, type ClubMembership } from '../../../shared/domain/enums';
import { locationText } from '../../../shared/domain/location-text';
import type { PartyMember, Round } from '../../../shared/contracts/trips.contract';
import { useTripCandidates } from '../api/get-trip-candidates';
import { overlapLines, overlapOf } from '../lib/party-overlap';

const FEES = ['$', '$$', '$$$'] as const;

function Toggle<T extends string>({ values, chosen, label, labels, onChange }: {
  values: readonly T[]; chosen: T[]; label: string; labels?: Record<T, string>; onChange: (next: T[]) => void;
}) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {values.map((v) => {
        const on = chosen.includes(v);
        return (
          <Button key={v} size="xs" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on}
            onClick={() => onChange(on ? chosen.filter((c) => c !== v) : [...chosen, v])}>{labels?.[v] ?? v}</Button>
        );
      })}
    </HStack>
  );
}

export function TripCandidates({ members, meId, dayCount, dayLabels, onAdd, isOnDay }: {
  members: readonly PartyMember[];
  meId: string | null;
  dayCount: number;
  dayLabels: string[];
  onAdd: (course: Round['course'], day: number) => void;
  isOnDay: (courseId: string, day: number) => boolean;
}) {
  const bounds = useMapViewBounds();
  const [membership, setMembership] = useState<ClubMembership[]>(['PUBLIC', 'LIMITED']);
  const [fee, setFee] = useState<string[]>([]);
  const [hidePlayed, setHidePlayed] = useState(false);
  const [day, setDay] = useState(1);
  const query = useMemo(() => (bounds && membership.length > 0 ? { ...bounds, membership, fee, type: [] } : null), [bounds, membership, fee]);
  const candidates = useTripCandidates(query);
  const shown = (candidates.data ?? [])
    .map((c) => ({ ...c, overlap: overlapOf(members, c.course._id, meId) }))
    .filter((c) => !(hidePlayed && c.overlap.playedByMe));
  const toDay = Math.min(day, dayCount);
  return (
    <Stack gap="3" data-testid="trip-candidates" className="no-print">
      <Text fontSize="sm" color="fg.muted">Courses in the map's view, best first. Move the map to see others.</Text>
      <Wrap gap="2">
        <Toggle values={CLUB_MEMBERSHIPS} chosen={membership} label="Access" labels={MEMBERSHIP_LABELS} onChange={setMembership} />
        <Toggle values={FEES} chosen={fee as (typeof FEES)[number][]} label="Green fee" onChange={setFee} />
      </Wrap>
      <HStack justify="space-between">
        <Checkbox.Root checked={hidePlayed} onCheckedChange={(e) => setHidePlayed(!!e.checked)} size="sm">
          <Checkbox.HiddenInput data-testid="hide-played" />
          <Checkbox.Control />
          <Checkbox.Label>Hide courses I played</Checkbox.Label>
        </Checkbox.Root>
        <NativeSelect.Root size="xs" w="40">
          <NativeSelect.Field aria-label="Add courses to" value={toDay} onChange={(e) => setDay(Number(e.target.value))} data-testid="candidate-day">
            {Array.from({ length: dayCount }, (_, i) => <option key={i} value={i + 1}>{`Add to day ${i + 1}`}{dayLabels[i] ? ` · ${dayLabels[i]}` : ''}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {membership.length === 0 && <Text fontSize="sm">Choose at least one kind of access.</Text>}
      {candidates.isError && <Text fontSize="sm" color="fg.error">Courses here could not be loaded. Move the map to try again.</Text>}
      {candidates.isSuccess && shown.length === 0 && <Text fontSize="sm" color="fg.muted" data-testid="no-candidates">No courses here match. Zoom out or change the filters.</Text>}
      <Stack as="ul" gap="0" ps="0" aria-label="Courses to add">
        {shown.map(({ course, communityScore, overlap }) => {
          const lines = overlapLines(overlap, course.club_name, members.length);
          const added = isOnDay(course._id, toDay);
          return (
            <HStack as="li" key={course._id} listStyleType="none" py="1.5" borderBottomWidth="1px" data-testid="trip-candidate" data-course-id={course._id}>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="medium" truncate>{course.club_name}</Text>
                <HStack gap="1" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text>{locationText(course.address)}</Text>
                  {course.club_membership && <Badge size="xs">{MEMBERSHIP_LABELS[course.club_membership]}</Badge>}
                  {greenFeeSymbol(course.club_membership, course.peak_green_fee) && <Badge size="xs">{greenFeeSymbol(course.club_membership, course.peak_green_fee)}</Badge>}
                  {communityScore != null && <Badge size="xs" colorPalette="brand">{communityScore.toFixed(1)} community</Badge>}
                  {overlap.playedByMe && <Badge size="xs" colorPalette="gray">Played</Badge>}
                </HStack>
                {lines.map((l) => <Text key={l} fontSize="xs" color="fg.info" data-testid="candidate-overlap">{l}</Text>)}
              </Stack>
              <Button size="xs" variant="outline" disabled={added} onClick={() => onAdd(course, toDay)} data-testid="candidate-add"
                aria-label={added ? `${course.club_name} is on day ${toDay}` : `Add ${course.club_name} to day ${toDay}`}>
                {added ? 'Added' : `Day ${toDay}`}
              </Button>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
