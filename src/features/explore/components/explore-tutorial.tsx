/**
 * The 'explore' tutorial (spec section 2): on a golfer's first visit, a short note on what Explore
 * does, dismissed once and remembered for that golfer on the server (signed out: for visitors in
 * this browser). See features/tutorials.
 */
import { Alert, Button, CloseButton } from '@chakra-ui/react';
import { useTutorial } from '../../tutorials/hooks/use-tutorial';

export function ExploreTutorial() {
  const { show, dismiss } = useTutorial('explore');
  if (!show) return null;
  return (
    <Alert.Root status="info" variant="subtle" data-testid="explore-tutorial">
      <Alert.Content>
        <Alert.Title>Explore the world's courses</Alert.Title>
        <Alert.Description>
          Show the most notable courses or what golfers ranked together (overall, most fun, best value, the best
          closing holes…), then narrow by continent, country, type, access, architect or yardage. The list and the
          map show the same courses, numbered: open one to mark it played, save it or rank it.
          <Button size="xs" variant="outline" mt="2" display="flex" onClick={dismiss} data-testid="explore-tutorial-done">Got it</Button>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss the Explore tips" onClick={dismiss} />
    </Alert.Root>
  );
}
