/**
 * Messages from the map for the golfer (a refused location, say). The map draws before the design
 * system loads, so it does not show them itself: the shell subscribes and shows each in the
 * snackbar; messages from before the shell is there wait for it.
 */
type Listener = (message: string) => void;

let listener: Listener | null = null;
const waiting: string[] = [];

export function onMapNotice(next: Listener): () => void {
  listener = next;
  for (const message of waiting.splice(0)) next(message);
  return () => {
    if (listener === next) listener = null;
  };
}

export function mapNotice(message: string): void {
  if (listener) listener(message);
  else if (!waiting.includes(message)) waiting.push(message);
}

/** GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** What to tell a golfer whose location could not be found, by the browser's error code. */
export function geolocationMessage(code: number): string {
  switch (code) {
    case PERMISSION_DENIED:
      return 'TPL may not use your location. To show where you are, allow location for this site in your browser’s settings, then try again.';
    case POSITION_UNAVAILABLE:
      return 'Your location is not available right now. Check that location services are on, then try again.';
    case TIMEOUT:
      return 'Finding your location took too long. Try again.';
    default:
      return 'Your location could not be found. Try again.';
  }
}
