/**
 * A course's gallery in the admin form: upload an image (stored on the server, resized, added to
 * the gallery at once), see the previews, choose the main image, remove one (saved with the form).
 * A new course is saved before images can be uploaded to it.
 */
import { AspectRatio, Badge, Box, Button, Field, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { apiFormErrors } from '../../../lib/field-errors';
import { GALLERY_FIELD, GALLERY_MAX_BYTES } from '../../../shared/contracts/admin-courses.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { GALLERY_MAX } from '../../../shared/domain/courses/course-merge';
import { useUploadGalleryImage } from '../api/course-writes';

const MB = GALLERY_MAX_BYTES / (1024 * 1024);

export function CourseGalleryField({ courseId, gallery, mainImage, onChange, onUploaded, error }: {
  courseId: string | null;
  gallery: string[];
  mainImage: string | null;
  onChange: (next: { gallery: string[]; main_image: string | null }) => void;
  /** The course as the upload left it (its new revision). */
  onUploaded?: (course: Course) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadGalleryImage();
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    if (!file || !courseId) return;
    if (!file.type.startsWith('image/')) return setUploadError('Choose an image (JPEG, PNG, WebP, GIF or AVIF).');
    if (file.size > GALLERY_MAX_BYTES) return setUploadError(`The image must be at most ${MB} MB.`);
    setUploadError(null);
    upload.mutate({ id: courseId, file }, {
      onSuccess: (course) => {
        const added = course.gallery[course.gallery.length - 1]?.src;
        if (added) onChange({ gallery: [...gallery, added], main_image: mainImage ?? added });
        onUploaded?.(course);
      },
      onError: (e) => {
        const { fields, form } = apiFormErrors(e, [GALLERY_FIELD]);
        setUploadError(fields[GALLERY_FIELD] ?? form);
      },
    });
  };
  const remove = (src: string) => {
    const next = gallery.filter((g) => g !== src);
    onChange({ gallery: next, main_image: mainImage === src ? (next[0] ?? null) : mainImage });
  };
  const shown = uploadError ?? error;

  return (
    <Field.Root invalid={!!shown}>
      <Field.Label>Gallery</Field.Label>
      <Stack gap="2" w="full">
        {gallery.length > 0 && (
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" data-testid="course-gallery">
            {gallery.map((src, i) => (
              <Box key={src} borderWidth="1px" borderRadius="l2" overflow="hidden" data-testid="gallery-item">
                <AspectRatio ratio={16 / 9}><Image src={src} alt={`Gallery image ${i + 1}`} objectFit="cover" /></AspectRatio>
                <HStack gap="1" p="1" justify="space-between" wrap="wrap">
                  {mainImage === src
                    ? <Badge size="sm" colorPalette="brand">Main</Badge>
                    : <Button size="2xs" variant="ghost" onClick={() => onChange({ gallery, main_image: src })}>Make main</Button>}
                  <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => remove(src)} aria-label={`Remove gallery image ${i + 1}`}>Remove</Button>
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={!courseId || gallery.length >= GALLERY_MAX} loading={upload.isPending} onClick={() => input.current?.click()} data-testid="gallery-upload">
            Upload an image
          </Button>
          <input ref={input} type="file" accept="image/*" hidden data-testid="gallery-file"
            onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }} />
          <Text textStyle="xs" color="fg.muted">
            {courseId ? `Up to ${MB} MB; stored at most 1600 × 1200. The card shows the main image and the first few.` : 'Save the course first, then upload its images.'}
          </Text>
        </HStack>
      </Stack>
      {shown && <Field.ErrorText data-testid="gallery-error">{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
