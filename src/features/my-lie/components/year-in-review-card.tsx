/** The year in review: once a golfer played 10 courses in a year; a picker when several years qualify. */
import { Box, HStack, Link as ChakraLink, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../../shared/contracts/courses.contract';
import { formatScore } from '../../../shared/domain/ranking/score';
import { useYearInReview } from '../api/get-year-in-review';
import { monthBars } from '../lib/my-lie-text';

const CourseLink = ({ course }: { course: CourseSummary }) => (
  <ChakraLink asChild colorPalette="brand"><Link to={`/courses/${course._id}`}>{course.club_name}</Link></ChakraLink>
);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontSize="sm" fontWeight="medium" lineClamp={2}>{children}</Text>
    </Stack>
  );
}

export function YearInReviewCard({ userId }: { userId: string }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const { data, isError } = useYearInReview(userId, year);
  if (isError) return <Text fontSize="sm" color="fg.muted">Your year in review could not be loaded.</Text>;
  if (!data) return <Skeleton h="16" />;
  const r = data.review;
  if (!r) return <Text fontSize="sm" color="fg.muted" data-testid="year-in-review-empty">{data.message}</Text>;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4" data-testid="year-in-review">
      <HStack justify="space-between" mb="3" gap="3">
        <Text fontWeight="semibold">{r.year} in review</Text>
        {data.years.length > 1 && (
          <NativeSelect.Root size="xs" w="auto">
            <NativeSelect.Field aria-label="Year" value={r.year} onChange={(e) => setYear(Number(e.currentTarget.value))} data-testid="year-picker">
              {data.years.map((y) => <option key={y.year} value={y.year}>{y.year}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" mb="4">
        <Fact label="Courses played">{r.courses.length}</Fact>
        <Fact label={`New countries (${r.newCountries.length})`}>{r.newCountries.length === 0 ? 'None' : r.newCountries.join(', ')}</Fact>
        <Fact label="Best ranked">{r.bestRanked ? <><CourseLink course={r.bestRanked.course} /> · {formatScore(r.bestRanked.score)}</> : 'Rank them in My Lie'}</Fact>
        <Fact label="First">{r.first ? <CourseLink course={r.first} /> : '–'}</Fact>
        <Fact label="Last">{r.last ? <CourseLink course={r.last} /> : '–'}</Fact>
        <Fact label="Architects">{r.architects.length === 0 ? '–' : r.architects.slice(0, 3).map((a) => `${a.key} (${a.count})`).join(', ')}</Fact>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mb="1">Courses by month{r.yearOnly > 0 && ` (${r.yearOnly} dated by year only)`}</Text>
      <HStack as="ul" gap="1" align="end" h="16" ps="0" m="0" aria-label="Courses by month" data-testid="year-months">
        {monthBars(r.months).map((m) => (
          <Stack as="li" key={m.label} flex="1" gap="0.5" align="center" justify="end" h="full" listStyleType="none" aria-label={`${m.label}: ${m.count}`}>
            <Box w="full" maxW="6" h={`${Math.max(m.count > 0 ? 8 : 2, Math.round(m.share * 100))}%`} bg={m.count > 0 ? 'brand.solid' : 'bg.muted'} borderRadius="sm" aria-hidden />
            <Text fontSize="2xs" color="fg.muted" aria-hidden>{m.label.slice(0, 1)}</Text>
          </Stack>
        ))}
      </HStack>
    </Box>
  );
}
