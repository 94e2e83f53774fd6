/**
 * A pin click on the map asks for that course's card. The map does not know the router (it draws
 * before the shell loads): the shell subscribes here and opens `?card={id}`. A click before the
 * shell is there puts `?card` in the URL, which the router reads when it starts.
 *
 * It also remembers how a card was opened (card-camera.ts decides what the map does about it):
 * by a pin click, by the URL the page loaded with (a shared link), or otherwise.
 */
import type { CardOrigin } from './card-camera';

type Listener = (courseId: string) => void;

let listener: Listener | null = null;
let pinCard: string | null = null;
/** The card in the URL at page load, until the first card closes. */
let linkCard: string | null = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('card');

export function onCourseClick(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function openCourseCard(courseId: string): void {
  pinCard = courseId;
  if (listener) return listener(courseId);
  const url = new URL(window.location.href);
  url.searchParams.set('card', courseId);
  window.history.pushState(window.history.state, '', url);
}

export function cardOrigin(courseId: string): CardOrigin {
  if (courseId === pinCard) return 'pin';
  if (courseId === linkCard) return 'link';
  return 'app';
}

/** A card closed (or gave way to another): the next card of that course is opened afresh. */
export function cardClosed(courseId: string): void {
  if (pinCard === courseId) pinCard = null;
  if (linkCard === courseId) linkCard = null;
}
