/**
 * "Report" on a thing another golfer made (issue 35): a list, a trip, a note. It opens the report
 * dialog; signed out, it asks to sign in first (a report is always someone's). As a text button
 * beside a list's or a trip's actions, or as a small flag beside a note.
 */
import { Button, IconButton } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import type { ReportBody } from '../../../shared/contracts/safety.contract';
import { ReportDialog } from './report-dialog';

export function ReportButton({ subject, name, label, iconOnly = false, size = 'sm' }: {
  subject: ReportBody['subject'];
  /** What the dialog names (the list's name, "Ailsa's note on Kingsbarns"). */
  name: string;
  /** The button's accessible name. */
  label: string;
  iconOnly?: boolean;
  size?: 'xs' | 'sm';
}) {
  const { user } = useAuth();
  const { open } = useAuthDialog();
  const [reporting, setReporting] = useState(false);
  const start = () => (user ? setReporting(true) : open());
  const testId = `report-${subject.kind}`;
  return (
    <>
      {iconOnly ? (
        <IconButton size={size} variant="ghost" aria-label={label} title={label} onClick={start} data-testid={testId}>
          <Flag aria-hidden="true" />
        </IconButton>
      ) : (
        <Button size={size} variant="ghost" aria-label={label} onClick={start} data-testid={testId}>
          <Flag aria-hidden="true" /> Report
        </Button>
      )}
      {reporting && <ReportDialog subject={subject} name={name} onClose={() => setReporting(false)} />}
    </>
  );
}
