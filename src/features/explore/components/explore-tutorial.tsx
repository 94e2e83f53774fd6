/**
 * The 'explore' tutorial (spec section 2): on a golfer's first visit, a short note on what Explore
 * does, dismissed once and remembered for that golfer in this browser (signed out: for visitors).
 */
import { Alert, Button, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';

const key = (uid: string | null) => `tpl.tutorial.explore.${uid ?? 'visitor'}`;

function seen(uid: string | null): boolean {
  try {
    return window.localStorage.getItem(key(uid)) === 'done';
  } catch {
    return false;
  }
}

export function ExploreTutorial({ uid }: { uid: string | null }) {
  const [dismissed, setDismissed] = useState(() => seen(uid));
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(key(uid), 'done');
    } catch {
      // Private mode: dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <Alert.Root status="info" variant="subtle" data-testid="explore-tutorial">
      <Alert.Content>
        <Alert.Title>Explore the world's courses</Alert.Title>
        <Alert.Description>
          Narrow by continent, country, type, access, architect or yardage. The list and the map show the same
          courses, numbered: open one to mark it played, save it or rank it.
          <Button size="xs" variant="outline" mt="2" display="flex" onClick={dismiss} data-testid="explore-tutorial-done">Got it</Button>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss the Explore tips" onClick={dismiss} />
    </Alert.Root>
  );
}
