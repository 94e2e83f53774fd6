/**
 * The course card (spec sections 2 and 9): type line, name linking to the course page, architects
 * as initials plus last name, year established, accessibility, cost symbol, optional rank and the
 * media carousel. `actions` is the slot for played / wishlist / watchlist / rank buttons. Under
 * them how to reach the course (website, phone, directions, address) and its scorecard, folded
 * (issue 34); then, for a signed-in golfer, where the course stands in their lists; then "Suggest a correction";
 * last, small, the credits its open data asks for (unless the page around it shows them).
 */
import { Badge, Box, Card, Circle, Flex, Heading, Link as ChakraLink, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from '../../../shared/contracts/courses.contract';
import type { ClubMembership } from '../../../shared/domain/enums';
import { greenFeeSymbol } from '../../../shared/domain/green-fee';
import { architectsText } from '../../../shared/domain/initials';
import { FriendScore } from '../../community/components/friend-score';
import { CommunityScores } from '../../community-rankings/components/community-scores';
import { CourseStandings } from '../../lists/components/course-standings';
import { PanelStanding } from '../../panel-rankings/components/panel-standing';
import { courseMediaItems } from '../lib/course-media';
import { useLengthUnit } from '../../../lib/length-unit';
import { courseTypeLine, greenFeeDescription, greenFeeSpoken, membershipLabel } from '../lib/course-text';
import { CourseContact } from './course-contact';
import { CourseCredits } from './course-credits';
import { CourseScorecard } from './course-scorecard';
import { MediaCarousel } from './media-carousel';
import { SuggestCorrection } from './suggest-correction';

export interface CourseCardProps extends Omit<Card.RootProps, 'children'> {
  course: Course;
  rank?: number;
  actions?: ReactNode;
  /** Leave the name out where it is already the title around the card (the course page). */
  hideName?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How many of the golfer's standings to show before "and N more" (the course page shows them all). */
  standingsLimit?: number;
  /** Leave the data credits out where the page shows them at its bottom (the course page). */
  hideCredits?: boolean;
  /** The scorecard folded behind a button (the map's card), or left out where the page shows it open. */
  scorecard?: 'folded' | 'none';
}

const MEMBERSHIP_PALETTE: Record<ClubMembership, string> = { PUBLIC: 'brand', LIMITED: 'accent', PRIVATE: 'gray' };

export function CourseCard({
  course, rank, actions, hideName = false, headingLevel = 'h3', standingsLimit = 3, hideCredits = false, scorecard = 'folded', ...rest
}: CourseCardProps) {
  const media = useMemo(() => courseMediaItems(course), [course]);
  const architects = architectsText(course.architects);
  const byline = [architects, course.year_established ? `Est. ${course.year_established}` : null].filter(Boolean).join(' · ');
  const fee = greenFeeSymbol(course.club_membership, course.peak_green_fee);
  const length = useLengthUnit();

  return (
    <Card.Root data-testid="course-card" data-course-id={course._id} overflow="hidden" {...rest}>
      <Box position="relative" p="2" pb="0">
        <MediaCarousel key={course._id} items={media} label={course.club_name} />
        {rank != null && (
          <Circle
            position="absolute"
            top="4"
            left="4"
            size="9"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
            fontSize={rank >= 100 ? 'xs' : 'sm'}
            boxShadow="md"
            borderWidth="2px"
            borderColor="bg.panel"
            data-testid="course-rank"
          >
            <VisuallyHidden>Rank </VisuallyHidden>
            {rank}
          </Circle>
        )}
      </Box>
      <Card.Body gap="1" px="4" pt="3" pb="4">
        <Text textStyle="xs" fontWeight="medium" color="fg.muted" textTransform="uppercase" letterSpacing="wider" data-testid="course-type-line">
          {courseTypeLine(course, length)}
        </Text>
        {!hideName && (
          <Heading as={headingLevel} size="lg" lineHeight="short" data-testid="course-name">
            <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg', textDecoration: 'underline' }}>
              <Link to={`/courses/${course._id}`}>{course.club_name}</Link>
            </ChakraLink>
          </Heading>
        )}
        {byline && (
          <Text textStyle="sm" color="fg.muted" title={course.architects.length ? course.architects.join(', ') : undefined} data-testid="course-byline">
            {architects && <VisuallyHidden>{course.architects.length > 1 ? 'Architects: ' : 'Architect: '}</VisuallyHidden>}
            {byline}
          </Text>
        )}
        <Flex align="center" gap="2" wrap="wrap" mt="2" minH="8">
          <Badge
            size="md"
            variant={course.club_membership ? 'subtle' : 'outline'}
            colorPalette={course.club_membership ? MEMBERSHIP_PALETTE[course.club_membership] : 'gray'}
            data-testid="course-membership"
          >
            <VisuallyHidden>Access: </VisuallyHidden>
            {membershipLabel(course.club_membership)}
          </Badge>
          {fee && (
            <Badge size="md" variant="outline" colorPalette="gray" title={`Green fee: ${greenFeeDescription(fee)}`} data-testid="course-fee">
              <VisuallyHidden>{greenFeeSpoken(fee)}</VisuallyHidden>
              <Box as="span" aria-hidden="true" fontWeight="semibold" letterSpacing="wide">{fee}</Box>
            </Badge>
          )}
          {actions && <Flex ms="auto" gap="1" align="center">{actions}</Flex>}
        </Flex>
        <CourseContact course={course} />
        {scorecard === 'folded' && <CourseScorecard course={course} folded />}
        <CourseStandings courseId={course._id} max={standingsLimit} />
        <CommunityScores courseId={course._id} max={standingsLimit === Infinity ? Infinity : 1} />
        <PanelStanding courseId={course._id} detailed={standingsLimit === Infinity} />
        <FriendScore courseId={course._id} />
        <SuggestCorrection course={course} />
        {!hideCredits && <CourseCredits sources={course.sources} />}
      </Card.Body>
    </Card.Root>
  );
}
