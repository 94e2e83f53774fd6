/**
 * Report a golfer, a list, a trip or a note to TPL's admins (issue 35): a reason of up to 2,000
 * characters; the server's refusal (too many open reports, already reported) shows in the dialog.
 */
import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notify } from '../../../components/ui/toaster';
import { REPORT_REASON_MAX, type ReportBody } from '../../../shared/contracts/safety.contract';
import { useReport } from '../api/safety';

const WHAT: Record<ReportBody['subject']['kind'], string> = { user: 'golfer', list: 'list', trip: 'trip', note: 'note' };

export function ReportDialog({ subject, name, onClose }: { subject: ReportBody['subject']; name: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const report = useReport();
  const missing = touched && !reason.trim();
  const submit = () => {
    setTouched(true);
    if (!reason.trim()) return;
    report.mutate({ subject, reason: reason.trim() }, {
      onSuccess: () => { notify('Thank you: an admin will look at your report.'); onClose(); },
    });
  };
  return (
    <FormDialog open onClose={onClose} title={`Report this ${WHAT[subject.kind]}`} data-testid="report-dialog"
      description={`Tell TPL's admins what is wrong with ${name}. ${subject.kind === 'user' ? 'They are' : 'Its owner is'} not told who reported.`}
      footer={(
        <>
          <Button variant="outline" size="sm" onClick={onClose}>Cancel</Button>
          <Button size="sm" colorPalette="red" loading={report.isPending} onClick={submit} data-testid="report-submit">Report</Button>
        </>
      )}>
      <Field.Root invalid={missing || report.isError} required>
        <Field.Label>What is wrong</Field.Label>
        <Textarea rows={4} value={reason} maxLength={REPORT_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="report-reason" />
        {missing ? <Field.ErrorText>Say what is wrong.</Field.ErrorText>
          : report.isError ? <Field.ErrorText data-testid="report-error">{report.error.message}</Field.ErrorText>
            : <Field.HelperText>{reason.length} / {REPORT_REASON_MAX}</Field.HelperText>}
      </Field.Root>
    </FormDialog>
  );
}
