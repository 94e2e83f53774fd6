/**
 * One course in the admin console: every field of spec section 3 (name, architects, year,
 * membership, type, continent, location by the map's pin, address, green fee, holes, par,
 * yardage, gallery with the main image, YouTube videos) and issue 34's street, postal code,
 * website, phone and scorecard (course-scorecard-field.tsx), saved with `POST` or `PUT /api/courses`,
 * deleted after a confirmation. Errors are checked with the shared contract before sending and
 * shown beside their fields, the API's too. A change names the revision the form was opened at
 * and a reason (issue 32): a save that meets someone else's shows "Changed by someone else"
 * (course-stale-alert.tsx); a delete asks its reason, offers Undo, and leaves the course's page,
 * whose queries are then dropped (they would ask for a course that is gone).
 */
import { Button, Field, GridItem, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import type { FieldErrors } from '../../../lib/field-errors';
import { ADMIN_REASON_MAX } from '../../../shared/contracts/admin.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../../shared/domain/enums';
import { useCatalogueCourse } from '../api/get-catalogue-course';
import { forgetCourse, refreshCourses, restoreCourse, staleCourse, useDeleteCourse, useSaveCourse } from '../api/course-writes';
import { checkCourseForm, courseFormDiff, courseFormFrom, courseSaveErrors, emptyCourseForm, type CourseFormValues } from '../lib/course-form';
import type { ScorecardForm } from '../lib/scorecard-form';
import { CourseArchitectsField } from './course-architects-field';
import { CourseGalleryField } from './course-gallery-field';
import { CourseLocationFields } from './course-location-fields';
import { CourseScorecardField } from './course-scorecard-field';
import { CourseStaleAlert } from './course-stale-alert';
import { CourseVideosField } from './course-videos-field';
import { ReasonDialog } from './reason-dialog';

const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const REASON_MISSING = 'Give a reason: the audit log keeps it.';
/** A form attribute Stack's props do not list. */
const NO_BROWSER_VALIDATION = { noValidate: true } as object;

export function CourseEditor({ id, onDone }: { id: string | null; onDone: (savedId?: string) => void }) {
  const { data, error, isPending } = useCatalogueCourse(id ?? '');
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  // Once the editor of a deleted course is gone, its queries go too (mounted, they would ask again: a 404).
  useEffect(() => () => { if (deleted.current && id) forgetCourse(queryClient, id); }, [id, queryClient]);
  const onDeleted = useCallback(() => { deleted.current = true; onDone(); }, [onDone]);
  return (
    <Stack gap="3" data-testid="course-editor">
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => onDone()}>← All courses</Button>
      {!id ? <CourseForm course={null} onDone={onDone} onDeleted={onDeleted} />
        : isPending ? <Skeleton h="64" />
          : error ? <Text color="fg.error">{error.message}</Text>
            : <CourseForm key={data._id} course={data} onDone={onDone} onDeleted={onDeleted} />}
    </Stack>
  );
}

function CourseForm({ course, onDone, onDeleted }: { course: Course | null; onDone: (savedId?: string) => void; onDeleted: () => void }) {
  const [values, setValues] = useState<CourseFormValues>(() => (course ? courseFormFrom(course) : emptyCourseForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The version the form was opened at (its `updatedAt` is the revision every change names). */
  const [base, setBase] = useState<Course | null>(course);
  const [reason, setReason] = useState('');
  const [stale, setStale] = useState<{ current: Course | null; from: 'save' | 'delete' } | null>(null);
  const [asking, setAsking] = useState<HTMLElement | null>(null);
  const lastDeleteReason = useRef('');
  const save = useSaveCourse();
  const remove = useDeleteCourse();
  const queryClient = useQueryClient();
  const set = useCallback(<K extends keyof CourseFormValues>(k: K, v: CourseFormValues[K]) => setValues((s) => ({ ...s, [k]: v })), []);
  const setLocation = useCallback((at: { lat: string; lng: string }) => setValues((s) => ({ ...s, ...at })), []);
  // A change to the card drops its errors: they name cells by position, which an added or removed hole moves.
  const setScorecard = useCallback((card: ScorecardForm) => {
    set('scorecard', card);
    setErrors((e) => (Object.keys(e).some((k) => k.startsWith('scorecard')) ? Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('scorecard'))) : e));
  }, [set]);

  const submit = (revision = base?.updatedAt) => {
    const checked = checkCourseForm(values);
    const reasonMissing = !!course && !reason.trim();
    if ('errors' in checked || reasonMissing) {
      setErrors({ ...('errors' in checked ? checked.errors : {}), ...(reasonMissing ? { reason: REASON_MISSING } : {}) });
      setFormError('Some fields need a look.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate({ id: course?._id ?? null, input: checked.input, revision, reason: reason.trim() }, {
      onSuccess: (saved) => {
        setBase(saved);
        setStale(null);
        setReason('');
        notify(course ? 'Course saved.' : 'Course created.');
        if (!course) onDone(saved._id);
      },
      onError: (e) => {
        const current = staleCourse(e);
        if (current !== undefined) return setStale({ current, from: 'save' });
        const r = courseSaveErrors(e);
        setErrors(r.fields);
        setFormError(r.form ?? 'Some fields need a look.');
      },
    });
  };
  const del = (why: string, revision = base?.updatedAt) => {
    if (!course) return;
    remove.mutate({ id: course._id, reason: why, revision }, {
      onSuccess: () => {
        setAsking(null);
        const undo = () => void restoreCourse({ id: course._id, reason: `Undid the delete ("${why}")` })
          .then(() => { notify(`${course.club_name} is restored.`); return refreshCourses(queryClient); }, (e: Error) => notify(e.message, 'error'));
        notify(`${course.club_name} is deleted.`, 'success', { action: { label: 'Undo', onClick: undo } });
        onDeleted();
      },
      onError: (e) => {
        setAsking(null);
        const current = staleCourse(e);
        if (current !== undefined) return setStale({ current, from: 'delete' });
        setFormError(e.message);
      },
    });
  };
  const reload = (current: Course) => { setBase(current); setValues(courseFormFrom(current)); setErrors({}); setFormError(null); setStale(null); };
  const overwrite = (current: Course) => {
    setBase(current);
    if (stale?.from === 'delete') del(lastDeleteReason.current, current.updatedAt);
    else submit(current.updatedAt);
  };
  // An image uploaded to this course moves its revision: the form takes it unless someone else changed the rest meanwhile.
  const onUploaded = (uploaded: Course) => {
    if (base && courseFormDiff(courseFormFrom(uploaded), courseFormFrom(base), ['gallery', 'main_image']).length === 0) setBase(uploaded);
  };

  const text = (k: keyof CourseFormValues & string, label: string, path: string = k,
    props: { inputMode?: 'numeric' | 'decimal' | 'url' | 'tel'; required?: boolean; helper?: string } = {}) => (
    <Field.Root invalid={!!errors[path]} required={props.required}>
      <Field.Label>{label}{props.required && <Field.RequiredIndicator />}</Field.Label>
      <Input size="sm" inputMode={props.inputMode} value={values[k] as string} onChange={(e) => set(k, e.target.value as never)} data-testid={`course-${k}`} />
      {errors[path] ? <Field.ErrorText>{errors[path]}</Field.ErrorText> : props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  );
  const select = (k: 'club_membership' | 'type' | 'continent', label: string, options: readonly string[], blank?: string) => (
    <Field.Root invalid={!!errors[k]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={values[k]} onChange={(e) => set(k, e.target.value as never)} data-testid={`course-${k}`}>
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((o) => <option key={o} value={o}>{title(o)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errors[k] && <Field.ErrorText>{errors[k]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    // noValidate: the form's own checks (the shared contract) say what is missing beside each field, not the browser's tooltip.
    <Stack gap="3" as="form" {...NO_BROWSER_VALIDATION} onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="course-form">
      {stale && (
        <CourseStaleAlert current={stale.current} mine={values} busy={save.isPending || remove.isPending}
          overwrite={stale.from === 'delete' ? 'Delete anyway' : undefined}
          onReload={() => stale.current && reload(stale.current)} onOverwrite={() => stale.current && overwrite(stale.current)} onLeave={() => onDone()} />
      )}
      <FormErrorAlert message={formError} testId="course-form-error" />
      {text('club_name', 'Name', 'club_name', { required: true })}
      <CourseArchitectsField value={values.architects} onChange={(v) => set('architects', v)} error={errors.architects} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {text('year_established', 'Year established', 'year_established', { inputMode: 'numeric' })}
        {select('club_membership', 'Membership', CLUB_MEMBERSHIPS, 'Unknown')}
        {select('type', 'Type', COURSE_TYPES)}
        {select('continent', 'Continent', CONTINENTS, 'Unknown')}
      </SimpleGrid>
      <CourseLocationFields courseId={course?._id ?? null} lat={values.lat} lng={values.lng} onChange={setLocation} errors={errors} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {text('country', 'Country', 'address.country', { required: true })}
        {text('province', 'Province or state', 'address.province')}
        {text('city', 'City', 'address.city')}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <GridItem colSpan={{ base: 1, sm: 2 }}>{text('street', 'Street address', 'address.street')}</GridItem>
        {text('postal_code', 'Postal code', 'address.postal_code')}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {text('website', 'Website', 'website', { inputMode: 'url', helper: 'An http(s) address' })}
        {text('phone', 'Phone', 'phone', { inputMode: 'tel', helper: "With its country code, or as dialled in the course's country" })}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        {text('peak_green_fee', 'Green fee (US$)', 'peak_green_fee', { inputMode: 'decimal' })}
        {text('holes', 'Holes', 'holes', { inputMode: 'numeric' })}
        {text('par', 'Par', 'par', { inputMode: 'numeric' })}
        {text('total_yardage', 'Yardage', 'total_yardage', { inputMode: 'numeric' })}
      </SimpleGrid>
      <CourseScorecardField value={values.scorecard} holes={values.holes} onChange={setScorecard} errors={errors} />
      <CourseGalleryField courseId={course?._id ?? null} gallery={values.gallery} mainImage={values.main_image} onUploaded={onUploaded}
        onChange={(g) => setValues((s) => ({ ...s, ...g }))} error={errors.gallery ?? errors.main_image} />
      <CourseVideosField value={values.videos} onChange={(v) => set('videos', v)} error={errors.videos} />
      {course && (
        <Field.Root invalid={!!errors.reason} required>
          <Field.Label>Reason for the change<Field.RequiredIndicator /></Field.Label>
          <Input size="sm" value={reason} maxLength={ADMIN_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="course-reason"
            placeholder="What changed, and how you know" />
          {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : <Field.HelperText>Kept in the audit log with the change.</Field.HelperText>}
        </Field.Root>
      )}
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} data-testid="course-save">{course ? 'Save course' : 'Create course'}</Button>
        {course && (
          <Button size="sm" variant="outline" colorPalette="red" loading={remove.isPending} onClick={(e) => setAsking(e.currentTarget)} data-testid="course-delete">
            Delete course
          </Button>
        )}
      </HStack>
      {course && (
        <ReasonDialog open={!!asking} returnFocus={asking} onClose={() => setAsking(null)} busy={remove.isPending} danger confirm="Delete course"
          title={`Delete ${course.club_name}?`}
          description="It goes from the map, search, and every golfer's played courses, lists and wishlists. The audit log can restore the course itself, not what golfers had of it."
          onConfirm={(why) => { lastDeleteReason.current = why; del(why); }} />
      )}
    </Stack>
  );
}
