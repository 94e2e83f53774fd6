/** An admin action's reason, asked in a dialog (1 to 500 characters; the golfer reads it). */
import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ADMIN_REASON_MAX } from '../../../shared/contracts/admin.contract';

export function ReasonDialog({ open, title, description, confirm, danger, busy, returnFocus, onClose, onConfirm }: {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  const close = () => { setReason(''); setTouched(false); onClose(); };
  const submit = () => {
    setTouched(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <FormDialog open={open} onClose={close} returnFocus={returnFocus} title={title} description={description} data-testid="reason-dialog"
      footer={(
        <>
          <Button variant="outline" size="sm" onClick={close}>Cancel</Button>
          <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={busy} onClick={submit} data-testid="reason-confirm">{confirm}</Button>
        </>
      )}>
      <Field.Root invalid={missing} required>
        <Field.Label>Reason</Field.Label>
        <Textarea rows={3} value={reason} maxLength={ADMIN_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="reason-input" />
        {missing ? <Field.ErrorText>Give a reason.</Field.ErrorText> : <Field.HelperText>{reason.length} / {ADMIN_REASON_MAX}</Field.HelperText>}
      </Field.Root>
    </FormDialog>
  );
}
