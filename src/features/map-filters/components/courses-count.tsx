/**
 * "312 courses": how many courses the map's view holds under the filters (the answer's `total`).
 * It is a polite live region, so a screen reader hears the count when a filter or the view
 * changes; it only changes once the answer for the new filters is in (no count of the old ones).
 */
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMapCounts } from '../../../map/map-filter-state';
import { coursesText } from '../lib/filter-options';

/** The settled count, kept while the next answer is on its way. */
export function useSettledTotal(): number | null {
  const counts = useMapCounts();
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    if (counts?.settled) setTotal(counts.total);
  }, [counts]);
  return total;
}

export function CoursesCount({ visible }: { visible: boolean }) {
  const total = useSettledTotal();
  const counts = useMapCounts();
  const text = total === null ? '' : coursesText(total);
  const live = <Text as="span" role="status" aria-live="polite" data-testid="map-courses-count">{text}</Text>;
  if (!visible) return <VisuallyHidden>{live}</VisuallyHidden>;
  return (
    <Box
      flexShrink={0} px="2.5" py="1" borderRadius="full" bg="bg.panel" borderWidth="1px" boxShadow="sm"
      fontSize="xs" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums"
      aria-busy={counts?.settled === false || undefined} opacity={counts?.settled === false ? 0.7 : 1}
      hidden={total === null}
    >
      {live}
    </Box>
  );
}
