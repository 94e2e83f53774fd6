/**
 * How to reach the course (issue 34): Visit website (a new tab, `rel="noopener noreferrer"`),
 * Call (a `tel:` link with the E.164 number, shown as the golfer dials it), Directions (the device's
 * maps app at the course), and the postal address when its street or postal code is known.
 * Nothing for a course we know none of, but Directions, which every course has.
 */
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Globe, Navigation, Phone } from 'lucide-react';
import type { Course } from '../../../shared/contracts/courses.contract';
import { contactView } from '../lib/course-contact-view';

const language = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

const ACTION = {
  display: 'inline-flex', alignItems: 'center', gap: '1.5', px: '2.5', py: '1', minH: '8', borderRadius: 'l2', borderWidth: '1px',
  borderColor: 'border', color: 'fg', textStyle: 'sm', fontWeight: 'medium', _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

export function CourseContact({ course }: { course: Pick<Course, 'website' | 'phone' | 'location' | 'address' | 'club_name'> }) {
  const view = contactView(course, language());
  return (
    <Box mt="2" data-testid="course-contact">
      <HStack gap="2" wrap="wrap">
        {view.website && (
          <Link href={view.website.href} target="_blank" rel="noopener noreferrer" {...ACTION} data-testid="course-website"
            aria-label={`Visit website: ${view.website.host} (opens in a new tab)`} title={view.website.href}>
            <Globe size={16} aria-hidden="true" />Visit website
          </Link>
        )}
        {view.phone && (
          <Link href={view.phone.href} {...ACTION} data-testid="course-phone" aria-label={`Call ${view.phone.shown}`}>
            <Phone size={16} aria-hidden="true" /><Box as="span" whiteSpace="nowrap">{view.phone.shown}</Box>
          </Link>
        )}
        <Link href={view.directions} target="_blank" rel="noopener noreferrer" {...ACTION} data-testid="course-directions"
          aria-label={`Directions to ${course.club_name} (opens your maps app)`}>
          <Navigation size={16} aria-hidden="true" />Directions
        </Link>
      </HStack>
      {view.address.length > 0 && (
        <Text as="address" fontStyle="normal" textStyle="sm" color="fg.muted" mt="2" data-testid="course-address">
          {view.address.map((line, i) => <Box as="span" display="block" key={i}>{line}</Box>)}
        </Text>
      )}
    </Box>
  );
}
