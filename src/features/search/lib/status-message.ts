import type { PanelStatus, SearchTab } from './search-popover-state';

const NOUNS: Record<SearchTab, [string, string]> = { courses: ['course', 'courses'], users: ['golfer', 'golfers'] };

/** What the visually hidden live region says once a tab's search has answered. */
export function statusMessage(tab: SearchTab, status: PanelStatus, count: number): string {
  if (status === 'empty') return tab === 'courses' ? 'No courses found' : 'No users found';
  if (status !== 'results') return '';
  const [one, many] = NOUNS[tab];
  return `${count} ${count === 1 ? one : many} found, use the up and down arrow keys to choose`;
}
