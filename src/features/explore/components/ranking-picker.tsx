/** What Explore shows: the top courses, or one of the community rankings (course rankings, then hole rankings). */
import { NativeSelect } from '@chakra-ui/react';
import { COMMUNITY_TYPES } from '../../../shared/domain/community-rankings';
import { rankingKey, rankingName } from '../../community-rankings/lib/community-rankings-text';

export function RankingPicker({ value, onChange }: { value: string | undefined; onChange: (key: string) => void }) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field aria-label="Show" value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid="explore-ranking" fontWeight="medium">
        <option value="">Top courses (most notable)</option>
        <optgroup label="Community rankings">
          {COMMUNITY_TYPES.course.map((type) => (
            <option key={type} value={rankingKey('course', type)}>Community: {rankingName('course', type)}</option>
          ))}
        </optgroup>
        <optgroup label="Community hole rankings">
          {COMMUNITY_TYPES.hole.map((type) => (
            <option key={type} value={rankingKey('hole', type)}>Community: {rankingName('hole', type)}</option>
          ))}
        </optgroup>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
