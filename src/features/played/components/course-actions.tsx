/**
 * Played, wishlist, watchlist and "Rank it" on a course: `tiles` on the course page, `icons` on the
 * map card and in course rows (rows leave "Rank it" out: `rank={false}`). Signed-out visitors get
 * the sign-in dialog from each (spec section 6). The icons end with "Add to a trip" (issue 15).
 */
import { HStack, SimpleGrid } from '@chakra-ui/react';
import type { Course } from '../../../shared/contracts/courses.contract';
import { AddToTripButton } from '../../trips/components/add-to-trip-button';
import type { AfterPlayed } from '../hooks/use-played-toggle';
import { PlayedToggleButton } from './played-toggle-button';
import { RankButton } from './rank-button';
import { WishlistButton } from '../../wishlists/components/wishlist-button';

type ActionCourse = Pick<Course, '_id' | 'club_name' | 'location'>;

export function CourseActionTiles({ course, afterPlayed }: { course: ActionCourse; afterPlayed?: AfterPlayed | null }) {
  return (
    <SimpleGrid role="group" aria-label="Your golf" columns={4} gap="2" data-testid="course-actions">
      <PlayedToggleButton course={course} look="tile" afterAdd={afterPlayed} />
      <WishlistButton kind="wishlist" course={course} look="tile" />
      <WishlistButton kind="watchlist" course={course} look="tile" />
      <RankButton course={course} look="tile" />
    </SimpleGrid>
  );
}

export function CourseActionIcons({ course, afterPlayed, rank = true }: { course: ActionCourse; afterPlayed?: AfterPlayed | null; rank?: boolean }) {
  return (
    <HStack role="group" aria-label={`Your golf: ${course.club_name}`} gap="1" flexShrink={0} data-testid="course-action-icons">
      <PlayedToggleButton course={course} look="icon" afterAdd={afterPlayed} />
      <WishlistButton kind="wishlist" course={course} look="icon" />
      <WishlistButton kind="watchlist" course={course} look="icon" />
      {rank && <RankButton course={course} look="icon" />}
      <AddToTripButton course={course} look="icon" />
    </HStack>
  );
}
