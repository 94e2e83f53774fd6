/**
 * A panelist declares their conflicts of interest on a course (issue 24): designed it, member,
 * owner or employee, a complimentary round. Their panel votes on the course are then left out (and
 * counted) from the next recompute. Offered to approved and pending panelists; an empty choice
 * removes the declaration.
 */
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notify } from '../../../components/ui/toaster';
import { CONFLICT_KINDS, CONFLICT_LABELS, type ConflictKind } from '../../../shared/domain/panel-rankings';
import { useDeclareConflicts, useMyConflicts } from '../api/declare-conflicts';

export function ConflictsDialog({ courseId, courseName, open, onClose, returnFocus }: {
  courseId: string; courseName: string; open: boolean; onClose: () => void; returnFocus: HTMLElement | null;
}) {
  const mine = useMyConflicts(open);
  const declare = useDeclareConflicts(courseId);
  const saved = mine.data?.find((c) => c.course._id === courseId)?.kinds;
  const [kinds, setKinds] = useState<ConflictKind[]>([]);
  useEffect(() => { if (open) setKinds(saved ?? []); }, [open, saved]);
  const toggle = (kind: ConflictKind, on: boolean) => setKinds((k) => (on ? [...k, kind] : k.filter((x) => x !== kind)));
  const save = () => declare.mutate(kinds, {
    onSuccess: () => { notify(kinds.length ? 'Conflicts saved. The panel ranking leaves your vote on this course out from its next update.' : 'Conflicts removed.'); onClose(); },
    onError: (e) => notify(e.message, 'error'),
  });
  return (
    <FormDialog open={open} onClose={onClose} returnFocus={returnFocus} data-testid="conflicts-dialog"
      title="Conflicts of interest"
      description={`Anything that could colour your view of ${courseName}. Your panel votes on it are left out, and the course page says so.`}
      footer={(
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button colorPalette="brand" loading={declare.isPending} disabled={mine.isPending} onClick={save} data-testid="conflicts-save">Save</Button>
        </>
      )}>
      <Stack gap="3">
        {mine.error && <Text color="fg.error">{mine.error.message}</Text>}
        {CONFLICT_KINDS.map((kind) => (
          <Checkbox.Root key={kind} checked={kinds.includes(kind)} onCheckedChange={(d) => toggle(kind, d.checked === true)} data-testid={`conflict-${kind}`}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{CONFLICT_LABELS[kind]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}
