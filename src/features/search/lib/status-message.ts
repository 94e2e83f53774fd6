import type { PanelStatus, SearchTab } from './search-popover-state';

const NOUNS: Record<SearchTab, [string, string]> = { courses: ['course', 'courses'], places: ['place', 'places'], users: ['golfer', 'golfers'] };
export const EMPTY_MESSAGES: Record<SearchTab, string> = { courses: 'No courses found', places: 'No places found', users: 'No users found' };

/** What the visually hidden live region says once a tab's search has answered. */
export function statusMessage(tab: SearchTab, status: PanelStatus, count: number): string {
  if (status === 'empty') return EMPTY_MESSAGES[tab];
  if (status !== 'results') return '';
  const [one, many] = NOUNS[tab];
  return `${count} ${count === 1 ? one : many} found, use the up and down arrow keys to choose`;
}
