/**
 * "Suggest a correction" on the course card (issue 24, item 5): a dialog with the correctable
 * fields prefilled from the course (location, architects, year, access, fee, type) and a note;
 * what changed is sent for an admin to decide. Signed out, the button asks the golfer to sign in.
 */
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { apiFormErrors, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { createCorrectionBodySchema } from '../../../shared/contracts/corrections.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { CLUB_MEMBERSHIPS, COURSE_TYPES, type ClubMembership, type CourseType } from '../../../shared/domain/enums';
import { CORRECTION_NOTE_MAX } from '../../../shared/domain/moderation/correction-rules';
import { useSuggestCorrection } from '../api/suggest-correction';
import { correctionBody, correctionFormOf, proposesSomething, type CorrectionForm } from '../lib/correction-form';
import { courseTypeLabel, membershipLabel } from '../lib/course-text';

const FIELDS = ['location.lat', 'location.lng', 'architects', 'year_established', 'club_membership', 'peak_green_fee', 'type', 'note'];

export function SuggestCorrection({ course }: { course: Course }) {
  const { user } = useAuth();
  const auth = useAuthDialog();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="plain" color="fg.muted" px="0" alignSelf="start" data-testid="suggest-correction"
        onClick={(e) => { if (!user) { auth.open(); return; } setOpener(e.currentTarget); setOpen(true); }}>
        <PencilLine aria-hidden="true" />Suggest a correction
      </Button>
      {open && <CorrectionDialog course={course} returnFocus={opener} onClose={() => setOpen(false)} />}
    </>
  );
}

function CorrectionDialog({ course, returnFocus, onClose }: { course: Course; returnFocus: HTMLElement | null; onClose: () => void }) {
  const [form, setForm] = useState<CorrectionForm>(() => correctionFormOf(course));
  const [errors, setErrors] = useState<{ fields: FieldErrors; form: string | null }>({ fields: {}, form: null });
  const suggest = useSuggestCorrection();
  const set = <K extends keyof CorrectionForm>(k: K) => (v: CorrectionForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const submit = () => {
    const body = correctionBody(course, form);
    if (!proposesSomething(body)) { setErrors({ fields: {}, form: 'Change at least one value: the form shows the course as it is now.' }); return; }
    const parsed = createCorrectionBodySchema.safeParse(body);
    if (!parsed.success) { setErrors({ fields: zodFieldErrors(parsed.error), form: null }); return; }
    suggest.mutate({ courseId: course._id, body: parsed.data }, {
      onSuccess: () => { notify('Thanks: an admin will look at your suggestion.'); onClose(); },
      onError: (e) => setErrors(apiFormErrors(e, FIELDS)),
    });
  };
  const err = errors.fields;
  return (
    <FormDialog open onClose={onClose} returnFocus={returnFocus} title="Suggest a correction" data-testid="correction-dialog"
      description={`What is wrong about ${course.club_name}? Change the values; an admin checks them before the course changes.`}
      footer={(
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={onClose}>Cancel</Button>
          <Button size="sm" colorPalette="brand" loading={suggest.isPending} onClick={submit} data-testid="send-correction">Send suggestion</Button>
        </HStack>
      )}>
      <Stack gap="3">
        <FormErrorAlert message={errors.form} testId="correction-form-error" />
        <SimpleGrid columns={2} gap="2">
          <Field.Root invalid={!!err['location.lat'] || !!err.location}>
            <Field.Label>Latitude</Field.Label>
            <Input inputMode="decimal" value={form.lat} onChange={(e) => set('lat')(e.target.value)} data-testid="correction-lat" />
            <Field.ErrorText>{err['location.lat'] ?? err.location}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err['location.lng']}>
            <Field.Label>Longitude</Field.Label>
            <Input inputMode="decimal" value={form.lng} onChange={(e) => set('lng')(e.target.value)} data-testid="correction-lng" />
            <Field.ErrorText>{err['location.lng']}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!err.architects || Object.keys(err).some((k) => k.startsWith('architects.'))}>
          <Field.Label>Architects</Field.Label>
          <Input value={form.architects} onChange={(e) => set('architects')(e.target.value)} data-testid="correction-architects" />
          <Field.HelperText>Separate several with commas.</Field.HelperText>
          <Field.ErrorText>{err.architects ?? Object.entries(err).find(([k]) => k.startsWith('architects.'))?.[1]}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={2} gap="2">
          <Field.Root invalid={!!err.year_established}>
            <Field.Label>Year established</Field.Label>
            <Input inputMode="numeric" value={form.year} onChange={(e) => set('year')(e.target.value)} data-testid="correction-year" />
            <Field.ErrorText>{err.year_established}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err.peak_green_fee}>
            <Field.Label>Peak green fee (USD)</Field.Label>
            <Input inputMode="decimal" value={form.fee} onChange={(e) => set('fee')(e.target.value)} data-testid="correction-fee" />
            <Field.ErrorText>{err.peak_green_fee}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err.club_membership}>
            <Field.Label>Access</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.access} onChange={(e) => set('access')(e.target.value as ClubMembership | '')} data-testid="correction-access">
                <option value="">{membershipLabel(null)}</option>
                {CLUB_MEMBERSHIPS.map((m) => <option key={m} value={m}>{membershipLabel(m)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{err.club_membership}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err.type}>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.type} onChange={(e) => set('type')(e.target.value as CourseType)} data-testid="correction-type">
                {COURSE_TYPES.map((t) => <option key={t} value={t}>{courseTypeLabel(t)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{err.type}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!err.note}>
          <Field.Label>Note for the admin (optional)</Field.Label>
          <Textarea rows={2} maxLength={CORRECTION_NOTE_MAX} value={form.note} onChange={(e) => set('note')(e.target.value)} placeholder="Where did you see it? The club's site, the scorecard…" data-testid="correction-note" />
          <Field.ErrorText>{err.note}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
