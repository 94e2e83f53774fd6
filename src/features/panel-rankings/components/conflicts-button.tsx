/** "Declare a conflict" on a course card, for approved and pending panelists only (issue 24). */
import { Button } from '@chakra-ui/react';
import { Scale } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/get-current-user';
import { usePanelist } from '../../panelists/api/get-panelist';
import { ConflictsDialog } from './conflicts-dialog';

export function ConflictsButton({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { data: me } = useCurrentUser();
  const { data } = usePanelist(!!me);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (data?.status !== 'Approved' && data?.status !== 'Pending') return null;
  return (
    <>
      <Button ref={opener} size="xs" variant="ghost" colorPalette="gray" alignSelf="flex-start" onClick={() => setOpen(true)} data-testid="declare-conflict">
        <Scale aria-hidden="true" /> Declare a conflict
      </Button>
      <ConflictsDialog courseId={courseId} courseName={courseName} open={open} onClose={() => setOpen(false)} returnFocus={opener.current} />
    </>
  );
}
