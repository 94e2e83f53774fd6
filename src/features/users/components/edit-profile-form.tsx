/**
 * The signed-in golfer's profile form: picture, display name, full name and golf preferences
 * (spec section 3). Checked with the shared contract before it is sent; what the API still
 * refuses shows under the field it names. Leaving with unsaved changes asks first.
 */
import { Avatar, Button, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import {
  DISPLAY_NAME_MAX, FULL_NAME_MAX, PICTURE_MAX_BYTES, updateProfileSchema, type CurrentUser, type UpdateProfile,
} from '../../../shared/contracts/users.contract';
import {
  ARCHITECTURE_PREFERENCES, DIFFICULTY_PREFERENCES, type ArchitecturePreference, type DifficultyPreference,
} from '../../../shared/domain/enums';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadPicture } from '../api/upload-picture';

interface Values {
  displayName: string;
  fullName: string;
  difficulty: DifficultyPreference;
  architecture: ArchitecturePreference;
}

const PROFILE_FIELDS = ['displayName', 'fullName', 'preferences.difficulty', 'preferences.architecture'] as const;
/** What the server turns into a picture (src/server/routes/README.md, "Pictures"); SVG is refused there. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const PICTURE_MB = PICTURE_MAX_BYTES / (1024 * 1024);

const DIFFICULTY_LABELS: Record<DifficultyPreference, string> = { none: 'No preference', easy: 'Easy', average: 'Average', hard: 'Hard' };
const ARCHITECTURE_LABELS: Record<ArchitecturePreference, string> = { none: 'No preference', classic: 'Classic', modern: 'Modern' };

const valuesOf = (me: CurrentUser): Values => ({
  displayName: me.displayName ?? '',
  fullName: me.fullName ?? '',
  difficulty: me.preferences.difficulty,
  architecture: me.preferences.architecture,
});

const sameValues = (a: Values, b: Values) =>
  a.displayName === b.displayName && a.fullName === b.fullName && a.difficulty === b.difficulty && a.architecture === b.architecture;

const toBody = (v: Values): UpdateProfile => ({
  displayName: v.displayName,
  fullName: v.fullName.trim() === '' ? null : v.fullName,
  preferences: { difficulty: v.difficulty, architecture: v.architecture },
});

function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
  if (file.size > PICTURE_MAX_BYTES) return `The picture must be at most ${PICTURE_MB} MB.`;
  return null;
}

/** A URL for showing a chosen file before it is uploaded; revoked when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong. Please try again.');

export function EditProfileForm({ me }: { me: CurrentUser }) {
  const [saved, setSaved] = useState(() => valuesOf(me));
  const [values, setValues] = useState(saved);
  const [picture, setPicture] = useState<File | null>(null);
  const preview = useObjectUrl(picture);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const updateProfile = useUpdateProfile();
  const uploadPicture = useUploadPicture();

  const profileChanged = !sameValues(values, saved);
  const dirty = profileChanged || picture !== null;
  useLeaveGuard(dirty);

  const set = <K extends keyof Values>(key: K, value: Values[K], errorKey: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };

  const clearPicture = () => {
    setPicture(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const choosePicture = (file: File | undefined) => {
    setErrors(({ picture: _, ...rest }) => rest);
    if (!file) return clearPicture();
    const problem = pictureProblem(file);
    if (problem) {
      clearPicture();
      setErrors((e) => ({ ...e, picture: problem }));
      return;
    }
    setPicture(file);
  };

  const discard = () => {
    setValues(saved);
    clearPicture();
    setErrors({});
    setFormError(null);
  };

  /** After a render with new errors, take the golfer to the first one. */
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = updateProfileSchema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors((prev) => ({ ...(prev.picture ? { picture: prev.picture } : {}), ...zodFieldErrors(parsed.error) }));
      focusFirstError();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (profileChanged) {
        try {
          const next = valuesOf(await updateProfile.mutateAsync(parsed.data));
          setSaved(next);
          setValues(next);
        } catch (err) {
          const { fields, form } = apiFormErrors(err, PROFILE_FIELDS);
          setErrors(fields);
          setFormError(form);
          focusFirstError();
          return;
        }
      }
      if (picture) {
        try {
          await uploadPicture.mutateAsync(picture);
          clearPicture();
        } catch (err) {
          setErrors({ picture: err instanceof ApiError && err.status === 0 ? err.message : `The picture was not saved: ${messageOf(err)}` });
          if (profileChanged) notify('Your profile was saved, but not the picture.', 'warning');
          focusFirstError();
          return;
        }
      }
      notify('Profile saved.');
    } finally {
      setSaving(false);
    }
  };

  const shownPicture = preview ?? me.photoURL;
  const name = values.displayName.trim() || saved.displayName || 'Golfer';

  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label="Edit profile" data-testid="edit-profile-form">
      <Stack gap="5">
        <Field.Root invalid={!!errors.picture}>
          <Field.Label>Picture</Field.Label>
          <HStack gap="4" align="center" w="full">
            <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0} data-testid="picture-preview">
              <Avatar.Fallback name={name} />
              {shownPicture && <Avatar.Image src={shownPicture} alt={picture ? 'Your new picture (not saved yet)' : 'Your picture'} />}
            </Avatar.Root>
            <Stack gap="2" flex="1" minW="0">
              <Input
                ref={fileRef}
                type="file"
                accept={PICTURE_TYPES.join(',')}
                onChange={(e) => choosePicture(e.target.files?.[0])}
                h="auto"
                py="1.5"
                fontSize="sm"
                css={{
                  '&::file-selector-button': {
                    marginInlineEnd: '0.75rem',
                    paddingInline: '0.75rem',
                    paddingBlock: '0.25rem',
                    borderRadius: 'var(--chakra-radii-l2)',
                    border: '1px solid var(--chakra-colors-border)',
                    background: 'var(--chakra-colors-bg-muted)',
                    color: 'var(--chakra-colors-fg)',
                    font: 'inherit',
                    cursor: 'pointer',
                  },
                }}
              />
              {picture && <Button size="xs" variant="ghost" alignSelf="start" onClick={clearPicture}>Keep the current picture</Button>}
            </Stack>
          </HStack>
          {errors.picture
            ? <Field.ErrorText>{errors.picture}</Field.ErrorText>
            : <Field.HelperText>JPEG, PNG, WebP, GIF or AVIF, up to {PICTURE_MB} MB. It is cropped to a square.</Field.HelperText>}
        </Field.Root>

        <Field.Root required invalid={!!errors.displayName}>
          <Field.Label>Display name <Field.RequiredIndicator /></Field.Label>
          <Input name="displayName" autoComplete="nickname" value={values.displayName} onChange={(e) => set('displayName', e.target.value)} />
          {errors.displayName
            ? <Field.ErrorText>{errors.displayName}</Field.ErrorText>
            : <Field.HelperText>How other golfers see you. Up to {DISPLAY_NAME_MAX} characters.</Field.HelperText>}
        </Field.Root>

        <Field.Root invalid={!!errors.fullName}>
          <Field.Label>Full name <Field.RequiredIndicator fallback={<Text as="span" color="fg.muted" fontWeight="normal">(optional)</Text>} /></Field.Label>
          <Input name="fullName" autoComplete="name" value={values.fullName} onChange={(e) => set('fullName', e.target.value)} />
          {errors.fullName
            ? <Field.ErrorText>{errors.fullName}</Field.ErrorText>
            : <Field.HelperText>Up to {FULL_NAME_MAX} characters. Leave it empty to show only your display name.</Field.HelperText>}
        </Field.Root>

        <Fieldset.Root size="sm">
          <Fieldset.Legend>Golf preferences</Fieldset.Legend>
          <Fieldset.HelperText>Only you see these.</Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <PreferenceSelect name="difficulty" label="Difficulty" value={values.difficulty} labels={DIFFICULTY_LABELS}
                options={DIFFICULTY_PREFERENCES} error={errors['preferences.difficulty']}
                onChange={(v) => set('difficulty', v, 'preferences.difficulty')} />
              <PreferenceSelect name="architecture" label="Architecture" value={values.architecture} labels={ARCHITECTURE_LABELS}
                options={ARCHITECTURE_PREFERENCES} error={errors['preferences.architecture']}
                onChange={(v) => set('architecture', v, 'preferences.architecture')} />
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>

        <FormErrorAlert message={formError} testId="form-error" />

        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving" disabled={!dirty}>Save changes</Button>
          <Button variant="outline" onClick={discard} disabled={!dirty || saving}>Discard changes</Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** One preference of spec section 3 as a native select with its label and error. */
function PreferenceSelect<T extends string>({ name, label, value, options, labels, error, onChange }: {
  name: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  error?: string;
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => <option key={o} value={o}>{labels[o]}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
