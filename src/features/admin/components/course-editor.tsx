/**
 * One course in the admin console: every field of spec section 3 (name, architects, year,
 * membership, type, continent, location by the map's pin, address, green fee, holes, par,
 * yardage, gallery with the main image, YouTube videos), saved with `POST` or `PUT /api/courses`,
 * deleted after a confirmation. Errors are checked with the shared contract before sending and
 * shown beside their fields, the API's too.
 */
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import type { FieldErrors } from '../../../lib/field-errors';
import type { Course } from '../../../shared/contracts/courses.contract';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../../shared/domain/enums';
import { useCatalogueCourse } from '../api/get-catalogue-course';
import { useDeleteCourse, useSaveCourse } from '../api/course-writes';
import { checkCourseForm, courseFormFrom, courseSaveErrors, emptyCourseForm, type CourseFormValues } from '../lib/course-form';
import { CourseArchitectsField } from './course-architects-field';
import { CourseGalleryField } from './course-gallery-field';
import { CourseLocationFields } from './course-location-fields';
import { CourseVideosField } from './course-videos-field';

const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

export function CourseEditor({ id, onDone }: { id: string | null; onDone: (savedId?: string) => void }) {
  const { data, error, isPending } = useCatalogueCourse(id ?? '');
  return (
    <Stack gap="3" data-testid="course-editor">
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => onDone()}>← All courses</Button>
      {!id ? <CourseForm course={null} onDone={onDone} />
        : isPending ? <Skeleton h="64" />
          : error ? <Text color="fg.error">{error.message}</Text>
            : <CourseForm key={data._id} course={data} onDone={onDone} />}
    </Stack>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: (savedId?: string) => void }) {
  const [values, setValues] = useState<CourseFormValues>(() => (course ? courseFormFrom(course) : emptyCourseForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCourse();
  const remove = useDeleteCourse();
  const confirm = useConfirm();
  const set = useCallback(<K extends keyof CourseFormValues>(k: K, v: CourseFormValues[K]) => setValues((s) => ({ ...s, [k]: v })), []);
  const setLocation = useCallback((at: { lat: string; lng: string }) => setValues((s) => ({ ...s, ...at })), []);

  const submit = () => {
    const checked = checkCourseForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFormError('Some fields need a look.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate({ id: course?._id ?? null, input: checked.input }, {
      onSuccess: (saved) => { notify(course ? 'Course saved.' : 'Course created.'); if (!course) onDone(saved._id); },
      onError: (e) => { const r = courseSaveErrors(e); setErrors(r.fields); setFormError(r.form ?? 'Some fields need a look.'); },
    });
  };
  const del = async () => {
    if (!course || !(await confirm({ title: 'Delete this course?', message: `${course.club_name} goes from the map, search, and every golfer's played courses, lists and wishlists. This cannot be undone.`, confirmText: 'Delete course', destructive: true }))) return;
    remove.mutate(course._id, { onSuccess: () => { notify('Course deleted.'); onDone(); }, onError: (e) => setFormError(e.message) });
  };

  const text = (k: keyof CourseFormValues & string, label: string, path: string = k, props: { inputMode?: 'numeric' | 'decimal'; required?: boolean } = {}) => (
    <Field.Root invalid={!!errors[path]} required={props.required}>
      <Field.Label>{label}{props.required && <Field.RequiredIndicator />}</Field.Label>
      <Input size="sm" inputMode={props.inputMode} value={values[k] as string} onChange={(e) => set(k, e.target.value as never)} data-testid={`course-${k}`} />
      {errors[path] && <Field.ErrorText>{errors[path]}</Field.ErrorText>}
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
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="course-form">
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
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        {text('peak_green_fee', 'Green fee (US$)', 'peak_green_fee', { inputMode: 'decimal' })}
        {text('holes', 'Holes', 'holes', { inputMode: 'numeric' })}
        {text('par', 'Par', 'par', { inputMode: 'numeric' })}
        {text('total_yardage', 'Yardage', 'total_yardage', { inputMode: 'numeric' })}
      </SimpleGrid>
      <CourseGalleryField courseId={course?._id ?? null} gallery={values.gallery} mainImage={values.main_image}
        onChange={(g) => setValues((s) => ({ ...s, ...g }))} error={errors.gallery ?? errors.main_image} />
      <CourseVideosField value={values.videos} onChange={(v) => set('videos', v)} error={errors.videos} />
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} data-testid="course-save">{course ? 'Save course' : 'Create course'}</Button>
        {course && <Button size="sm" variant="outline" colorPalette="red" loading={remove.isPending} onClick={del} data-testid="course-delete">Delete course</Button>}
      </HStack>
    </Stack>
  );
}
