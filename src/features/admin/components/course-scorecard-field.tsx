/**
 * The course editor's scorecard (issue 34): a compact table, one row per hole on the card (its
 * par, stroke index and yards per tee), each nine followed by its totals; holes and tee columns
 * are added, renamed and removed here, and an empty card can be filled with blank holes 1 to the
 * course's holes. A hole not on the card stays missing. The values stay as typed until the form
 * saves (scorecard-form.ts converts and checks them, in the API's words, beside their cells).
 */
import { Box, Button, CloseButton, Fieldset, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Fragment, useId } from 'react';
import type { FieldErrors } from '../../../lib/field-errors';
import { SCORECARD_TEES_MAX, missingHoles } from '../../../shared/domain/courses/scorecard';
import {
  addHole, addTee, fillHoles, nextHole, removeHole, removeTee, renameTee, scorecardCellOf, scorecardFormTotals, scorecardFromForm, setCell,
  type ScorecardCell, type ScorecardForm, type ScorecardFormRow, type ScorecardTotal,
} from '../lib/scorecard-form';

interface Props {
  value: ScorecardForm;
  /** The form's holes, as typed. */
  holes: string;
  onChange: (next: ScorecardForm) => void;
  /** The course form's errors: those under "scorecard." are this table's. */
  errors: FieldErrors;
}

const CELL_NAMES: Record<string, string> = { par: 'par', strokeIndex: 'stroke index', hole: 'number' };
const NUMBER = { size: 'xs', inputMode: 'numeric', textAlign: 'end', w: '12', px: '1.5' } as const;

const holesOf = (typed: string): number | null => {
  const n = Number(typed.trim());
  return typed.trim() && Number.isInteger(n) && n >= 1 && n <= 72 ? n : null;
};

export function CourseScorecardField({ value, holes: typedHoles, onChange, errors }: Props) {
  const id = useId();
  const holes = holesOf(typedHoles);
  const { tees, rows } = value;
  const totals = scorecardFormTotals(value, holes);
  const missing = rows.length ? missingHoles(scorecardFromForm(value), holes) : [];
  const next = nextHole(value, holes);

  // Each error by its cell ("7:par", "name:1"), with the words that say which cell it is.
  const placed = Object.entries(errors).flatMap(([path, message]) => {
    if (!message || !path.startsWith('scorecard')) return [];
    const cell = path === 'scorecard' ? null : scorecardCellOf(value, path);
    return [{ key: cell ? keyOf(cell) : path, label: cell ? labelOf(cell, tees) : 'Scorecard', message }];
  });
  const errorOf = (cell: ScorecardCell) => placed.find((p) => p.key === keyOf(cell));
  const described = (cell: ScorecardCell) => {
    const e = errorOf(cell);
    return e ? { 'aria-invalid': true, 'aria-describedby': `${id}-${e.key}` } : {};
  };

  const nineRows = (n: number) => rows.filter((r) => r.hole > n * 9 && r.hole <= (n + 1) * 9);
  const nines = Math.max(totals.nines.length, Math.ceil(Math.max(0, ...rows.map((r) => r.hole)) / 9));

  const holeRow = (r: ScorecardFormRow) => (
    <Table.Row key={r.hole} data-hole={r.hole}>
      <Table.Cell as="th" scope="row" fontWeight="normal" color={errorOf({ hole: r.hole, cell: 'hole' }) ? 'fg.error' : undefined}
        {...(errorOf({ hole: r.hole, cell: 'hole' }) ? { 'aria-describedby': `${id}-${keyOf({ hole: r.hole, cell: 'hole' })}` } : {})}>
        {r.hole}
      </Table.Cell>
      <Table.Cell>
        <Input {...NUMBER} aria-label={`Hole ${r.hole} par`} value={r.par} onChange={(e) => onChange(setCell(value, r.hole, 'par', e.target.value))}
          data-testid={`scorecard-${r.hole}-par`} {...described({ hole: r.hole, cell: 'par' })} />
      </Table.Cell>
      <Table.Cell>
        <Input {...NUMBER} aria-label={`Hole ${r.hole} stroke index`} value={r.strokeIndex}
          onChange={(e) => onChange(setCell(value, r.hole, 'strokeIndex', e.target.value))} data-testid={`scorecard-${r.hole}-si`}
          {...described({ hole: r.hole, cell: 'strokeIndex' })} />
      </Table.Cell>
      {tees.map((tee, t) => (
        <Table.Cell key={t}>
          <Input {...NUMBER} w="20" aria-label={`Hole ${r.hole} yards from the ${tee.trim() || `tee ${t + 1}`}`} value={r.yards[t]}
            onChange={(e) => onChange(setCell(value, r.hole, t, e.target.value))} data-testid={`scorecard-${r.hole}-tee-${t}`}
            {...described({ hole: r.hole, cell: `tee:${t}` })} />
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end">
        <CloseButton size="2xs" aria-label={`Remove hole ${r.hole}`} onClick={() => onChange(removeHole(value, r.hole))} data-testid={`scorecard-${r.hole}-remove`} />
      </Table.Cell>
    </Table.Row>
  );
  const totalRow = (t: ScorecardTotal) => (
    <Table.Row key={`total-${t.label}`} fontWeight="semibold" bg="bg.muted" data-total={t.label}>
      <Table.Cell as="th" scope="row" whiteSpace="nowrap">{t.label}</Table.Cell>
      <Table.Cell textAlign="end" pe="2.5">{t.par ?? '–'}</Table.Cell>
      <Table.Cell />
      {/* Under its column's inputs (the column also holds the tee's remove button). */}
      {t.yards.map((y, i) => <Table.Cell key={i}><Box w="20" textAlign="end" pe="1.5">{y?.toLocaleString('en') ?? '–'}</Box></Table.Cell>)}
      <Table.Cell />
    </Table.Row>
  );

  return (
    <Fieldset.Root invalid={placed.length > 0} data-testid="course-scorecard-field" minW="0">
      <Fieldset.Legend textStyle="sm" fontWeight="medium">Scorecard</Fieldset.Legend>
      <Stack gap="2" mt="1.5">
        {rows.length > 0 ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" w="fit-content" maxW="full">
            <Table.Root size="sm" variant="line" w="auto" css={{ '& th, & td': { py: '1', px: '1.5' } }} data-testid="course-scorecard-editor">
              <Table.Caption srOnly>Scorecard: one row per hole on the card</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Hole</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">Par</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end"><abbr title="Stroke index">SI</abbr></Table.ColumnHeader>
                  {tees.map((tee, t) => (
                    <Table.ColumnHeader key={t} scope="col">
                      <HStack gap="0.5">
                        <Input size="xs" w="20" px="1.5" placeholder="Tee name" aria-label={`Tee ${t + 1} name`} value={tee}
                          onChange={(e) => onChange(renameTee(value, t, e.target.value))} data-testid={`scorecard-tee-${t}-name`}
                          {...described({ hole: null, cell: `name:${t}` })} />
                        <CloseButton size="2xs" aria-label={`Remove the ${tee.trim() || `tee ${t + 1}`} column`} onClick={() => onChange(removeTee(value, t))} />
                      </HStack>
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader scope="col"><Text srOnly>Remove</Text></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {Array.from({ length: nines }, (_, n) => (
                  <Fragment key={n}>
                    {nineRows(n).map(holeRow)}
                    {totals.nines[n] && totalRow(totals.nines[n])}
                  </Fragment>
                ))}
                {totalRow(totals.total)}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text textStyle="sm" color="fg.muted" data-testid="course-scorecard-empty">No scorecard: add its holes, or leave it empty.</Text>
        )}
        {missing.length > 0 && (
          <Text textStyle="xs" color="fg.muted" data-testid="course-scorecard-missing">
            Not on the card: hole{missing.length === 1 ? '' : 's'} {missing.join(', ')}. They stay missing unless you add them.
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" disabled={next === null} onClick={() => next !== null && onChange(addHole(value, next))} data-testid="scorecard-add-hole">
            <Plus aria-hidden="true" />{next === null ? 'Add hole' : `Add hole ${next}`}
          </Button>
          <Button size="xs" variant="outline" disabled={tees.length >= SCORECARD_TEES_MAX} onClick={() => onChange(addTee(value))} data-testid="scorecard-add-tee">
            <Plus aria-hidden="true" />Add tee
          </Button>
          {rows.length === 0 && holes !== null && (
            <Button size="xs" variant="outline" onClick={() => onChange(fillHoles(value, holes))} data-testid="scorecard-fill">
              Fill holes 1–{holes}
            </Button>
          )}
        </HStack>
        {placed.length > 0 && (
          <Box as="ul" listStyleType="none" data-testid="course-scorecard-errors">
            {placed.map((p) => (
              <Text as="li" key={p.key} id={`${id}-${p.key}`} textStyle="sm" color="fg.error">{p.label}: {lower(p.message)}</Text>
            ))}
          </Box>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

const keyOf = (c: ScorecardCell) => (c.hole === null ? c.cell : `${c.hole}-${c.cell}`).replace(':', '-');
const lower = (m: string) => m.replace(/^./, (c) => c.toLowerCase());

function labelOf(c: ScorecardCell, tees: readonly string[]): string {
  const teeName = (t: string) => tees[Number(t)]?.trim() || `tee ${Number(t) + 1}`;
  if (c.hole === null) return `Tee ${Number(c.cell.slice(5)) + 1} name`;
  if (c.cell.startsWith('tee:')) return `Hole ${c.hole} yards from the ${teeName(c.cell.slice(4))}`;
  return `Hole ${c.hole} ${CELL_NAMES[c.cell] ?? c.cell}`;
}
