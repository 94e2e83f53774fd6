/** Fields more than one step of the sign-in dialog shows. */
import { Field, Input } from '@chakra-ui/react';
import { DISPLAY_NAME_MAX } from '../../../../shared/contracts/users.contract';

/** The name other golfers see (sign up, and saving it again once the account exists). */
export function NameField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>Your name</Field.Label>
      <Input name="displayName" autoComplete="nickname" required autoFocus value={value} onChange={(e) => onChange(e.target.value)} />
      {error
        ? <Field.ErrorText>{error}</Field.ErrorText>
        : <Field.HelperText>What other golfers see. Up to {DISPLAY_NAME_MAX} characters.</Field.HelperText>}
    </Field.Root>
  );
}

/** The email the golfer gave, shown and no longer editable (Go Back changes it). */
export function LockedEmailField({ email }: { email: string }) {
  return (
    <Field.Root disabled>
      <Field.Label>Email</Field.Label>
      <Input type="email" name="email" value={email} title={email} disabled readOnly />
    </Field.Root>
  );
}

/** The password: the account's own (login) or a new one (signup). */
export function PasswordField({ label, isNew, value, onChange }: { label: string; isNew: boolean; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input type="password" name="password" required autoFocus={!isNew}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}
