/**
 * A course's scorecard as a table (issue 34): hole, par, stroke index and yards per tee where
 * known, the nines' and the card's totals where every hole of them is known. A partial card shows
 * the holes it has and says which it lacks (never a guessed hole). On the map's card it starts
 * folded behind a "Scorecard" button; the course page shows it open.
 */
import { Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useLengthUnit } from '../../../lib/length-unit';
import type { Course } from '../../../shared/contracts/courses.contract';
import { scorecardTable } from '../../../shared/domain/courses/scorecard';
import { lengthIn, lengthUnitSymbol } from '../../../shared/domain/units';
import { missingHolesText } from '../lib/course-contact-view';

const int = new Intl.NumberFormat('en-US');
const shown = (n: number | null) => (n === null ? '–' : int.format(n));

export function CourseScorecard({ course, folded = false }: { course: Pick<Course, 'scorecard' | 'holes' | 'club_name'>; folded?: boolean }) {
  const [open, setOpen] = useState(!folded);
  const id = useId();
  const { unit, locale } = useLengthUnit();
  // Yards are stored; each cell (and each total, summed in yards) is converted once, so a total
  // may differ by a metre from the sum of its rounded cells.
  const length = (yards: number | null) => (yards === null ? '–' : lengthIn(yards, unit).toLocaleString(locale));
  const symbol = lengthUnitSymbol(unit, locale);
  if (course.scorecard.length === 0) return null;
  const table = scorecardTable(course.scorecard, course.holes);
  const missing = missingHolesText(table.missing);
  return (
    <Box mt="2" data-testid="course-scorecard">
      {folded ? (
        <Button size="xs" variant="ghost" px="1" ms="-1" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-testid="course-scorecard-toggle">
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}Scorecard
        </Button>
      ) : (
        <Heading as="h2" size="md" mb="2">Scorecard</Heading>
      )}
      {open && (
        <Box id={id}>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
            <Table.Root size="sm" variant="line" css={{ '& th, & td': { py: '1' } }} data-testid="course-scorecard-table">
              <Table.Caption srOnly>Scorecard of {course.club_name}{missing ? `, partial: ${missing.toLowerCase()} not known` : ''}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Hole</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">Par</Table.ColumnHeader>
                  {table.strokeIndex && (
                    <Table.ColumnHeader scope="col" textAlign="end"><abbr title="Stroke index">SI</abbr></Table.ColumnHeader>
                  )}
                  {table.tees.map((tee) => <Table.ColumnHeader key={tee} scope="col" textAlign="end">{tee} ({symbol})</Table.ColumnHeader>)}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row) => row.kind === 'hole' ? (
                  <Table.Row key={`h${row.hole}`} data-hole={row.hole}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">{row.hole}</Table.Cell>
                    <Table.Cell textAlign="end">{shown(row.par)}</Table.Cell>
                    {table.strokeIndex && <Table.Cell textAlign="end" color="fg.muted">{shown(row.strokeIndex)}</Table.Cell>}
                    {row.yards.map((y, i) => <Table.Cell key={i} textAlign="end">{length(y)}</Table.Cell>)}
                  </Table.Row>
                ) : (
                  <Table.Row key={row.label} fontWeight="semibold" bg="bg.muted" data-total={row.label}>
                    <Table.Cell as="th" scope="row">{row.label}</Table.Cell>
                    <Table.Cell textAlign="end">{shown(row.par)}</Table.Cell>
                    {table.strokeIndex && <Table.Cell />}
                    {row.yards.map((y, i) => <Table.Cell key={i} textAlign="end">{length(y)}</Table.Cell>)}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {missing && (
            <Text textStyle="xs" color="fg.muted" mt="1" data-testid="course-scorecard-note">
              {missing} not on the card we have: only the holes known are shown.
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
