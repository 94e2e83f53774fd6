/**
 * A pin click on the map asks for that course's card. The map does not know the router (it draws
 * before the shell loads): the shell subscribes here and opens `?card={id}`. A click before the
 * shell is there puts `?card` in the URL, which the router reads when it starts.
 */
type Listener = (courseId: string) => void;

let listener: Listener | null = null;

export function onCourseClick(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function openCourseCard(courseId: string): void {
  if (listener) return listener(courseId);
  const url = new URL(window.location.href);
  url.searchParams.set('card', courseId);
  window.history.pushState(window.history.state, '', url);
}
