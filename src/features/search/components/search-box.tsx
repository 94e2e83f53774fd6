/**
 * The search box of the top bar (spec section 2, "Search popover"): an ARIA combobox whose popup
 * holds a Courses, a Places and a Users tab. Typing searches after 500 ms; arrows move the active
 * row, Enter opens it, Escape closes the popover and a second Escape clears the input. In
 * search-target mode a course row also offers "Show in map", which flies the persistent map there;
 * a place (town, region, country) always flies the map there when chosen: it has no page.
 */
import { Box, CloseButton, Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { courseZoom } from '../../../map/style-detail';
import { useMapController } from '../../../map/use-map-controller';
import type { CourseSearchResult } from '../../../shared/contracts/courses.contract';
import type { PlaceResult } from '../../../shared/contracts/places.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { useSearchUsers } from '../../users/api/search-users';
import { useSearchCourses } from '../api/search-courses';
import { useSearchPlaces } from '../api/search-places';
import {
  activeRow, escapeHandled, initialSearchPopoverState, isPopoverVisible, panelStatus, searchPopoverReducer, type SearchTab,
} from '../lib/search-popover-state';
import { EMPTY_MESSAGES, statusMessage } from '../lib/status-message';
import { bestSearchTab, tabCountLabel } from '../lib/best-tab';
import { userLines } from '../lib/user-lines';
import { COURSE_SEARCH_LIMIT } from '../api/search-courses';
import { PLACE_SEARCH_LIMIT } from '../api/search-places';
import { USER_SEARCH_LIMIT } from '../../users/api/search-users';
import { useSearchTargetMode } from '../lib/search-target-mode';
import { CourseResults } from './course-results';
import { PlaceResults } from './place-results';
import { SearchPopover } from './search-popover';
import { UserResults } from './user-results';

/** Spec sections 5 and 9. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A chosen town: the town and the courses around it. */
export const PLACE_TOWN_ZOOM = 11;
/** A chosen region or country is fitted to its box, never closer than this (a region of one village). */
export const PLACE_REGION_MAX_ZOOM = 11;

export function SearchBox({ autoFocus = false, onNavigate }: { autoFocus?: boolean; onNavigate?: () => void }) {
  const [state, dispatch] = useReducer(searchPopoverReducer, initialSearchPopoverState);
  const terms = state.text.trim();
  const [debouncedTerms, { flush }] = useDebounce(terms, SEARCH_DEBOUNCE_MS);
  const pending = terms !== debouncedTerms;
  const courses = useSearchCourses(debouncedTerms);
  const users = useSearchUsers(debouncedTerms);
  const places = useSearchPlaces(debouncedTerms);
  const [targetMode, setTargetMode] = useSearchTargetMode();
  const { flyTo, fitBounds } = useMapController();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const quietFocus = useRef(false);
  const scrollToActive = useRef(false);

  const baseId = useId();
  const popoverId = `${baseId}-popover`;
  const listboxId = (tab: SearchTab) => `${baseId}-${tab}-listbox`;
  const optionId = (tab: SearchTab) => (i: number) => `${baseId}-${tab}-option-${i}`;

  const visible = isPopoverVisible(state);
  const courseItems = courses.data ?? [];
  const userItems = users.data ?? [];
  const placeItems = places.data ?? [];
  const queries = { courses, places, users };
  const counts = { courses: courseItems.length, places: placeItems.length, users: userItems.length };
  const query = queries[state.tab];
  const count = counts[state.tab];
  const active = activeRow(state, count);
  const statusOf = (tab: SearchTab) => {
    const q = queries[tab];
    return panelStatus({ count: counts[tab], isError: q.isError, isFetching: q.isFetching, pending });
  };
  const activeStatus = statusOf(state.tab);

  // Once every tab has answered for the typed text, the one with the best match opens (unless the
  // golfer picked a tab): a golfer's name opens Users, not a course found by a typo (best-tab.ts).
  const settled = visible && !pending && !courses.isFetching && !users.isFetching && !places.isFetching;
  useEffect(() => {
    if (!settled || debouncedTerms === '') return;
    dispatch({
      type: 'best',
      tab: bestSearchTab(debouncedTerms, {
        courses: (courses.data ?? []).map((c) => [c.club_name]),
        places: (places.data ?? []).map((p) => [p.name]),
        users: (users.data ?? []).map((u) => [u.displayName ?? '', u.fullName ?? '', userLines(u).primary]),
      }),
    });
  }, [settled, debouncedTerms, courses.data, places.data, users.data]);
  /** How many each tab found, once it has answered for the typed text. */
  const countOf = (tab: SearchTab, limit: number) => {
    const q = queries[tab];
    return tabCountLabel(pending || q.isFetching || q.isError || !q.data ? null : counts[tab], limit);
  };

  /** Move focus back to the input without reopening the popover. */
  const refocusInput = useCallback(() => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  }, []);

  /** Opens a result's page (a screen with unsaved changes asks first: see components/ui/leave-guard). */
  const openPage = (path: string) => {
    dispatch({ type: 'close' });
    navigate(path);
    onNavigate?.();
  };
  const selectCourse = (course: CourseSearchResult) => openPage(`/courses/${encodeURIComponent(course._id)}`);
  const selectUser = (user: PublicUser) => openPage(`/users/${encodeURIComponent(user._id)}`);
  const showInMap = (course: CourseSearchResult) => {
    // Another course's card would stay open over the map beside this one: it closes (the page stays).
    if (params.has('card')) setParams((p) => { p.delete('card'); return p; });
    // Deep enough that neighbours split into pins, never past the drawn basemap's detail (a blank
    // plain on the offline basemap); the course is drawn on its own there whatever the zoom.
    flyTo({ lng: course.location.lng, lat: course.location.lat, zoom: courseZoom, courseId: course._id });
    dispatch({ type: 'close' });
    if (onNavigate) onNavigate();
    else refocusInput();
  };

  /** Search-target mode for places: a town at PLACE_TOWN_ZOOM, a region or country fitted to its box. */
  const selectPlace = (place: PlaceResult) => {
    if (place.bbox) {
      const [west, south, east, north] = place.bbox;
      // Two corners; boundsOf takes the short way round when the box crosses the antimeridian.
      fitBounds([{ lng: west, lat: south }, { lng: east, lat: north }], { maxZoom: PLACE_REGION_MAX_ZOOM });
    } else {
      flyTo({ lng: place.center.lng, lat: place.center.lat, zoom: PLACE_TOWN_ZOOM });
    }
    dispatch({ type: 'close' });
    if (onNavigate) onNavigate();
    else refocusInput();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        scrollToActive.current = true;
        dispatch({ type: 'move', delta: e.key === 'ArrowDown' ? 1 : -1, count });
        break;
      case 'Enter':
        if (visible && active >= 0) {
          e.preventDefault();
          if (state.tab === 'courses') selectCourse(courseItems[active]!);
          else if (state.tab === 'places') selectPlace(placeItems[active]!);
          else selectUser(userItems[active]!);
        } else if (terms) {
          // Enter without a chosen row: search now instead of waiting for the debounce.
          flush();
          dispatch({ type: 'focus' });
        }
        break;
      case 'Escape':
        if (escapeHandled(state)) {
          e.preventDefault();
          e.stopPropagation();
          dispatch({ type: 'escape' });
        }
        break;
    }
  };

  // Keyboard moves keep the active row in view inside the scrolling panel.
  useEffect(() => {
    if (!scrollToActive.current || active < 0) return;
    scrollToActive.current = false;
    document.getElementById(optionId(state.tab)(active))?.scrollIntoView({ block: 'nearest' });
  });

  // A press anywhere outside the box and its popover closes the popover.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [visible]);

  const hasListbox = visible && activeStatus === 'results';
  const announcement = visible && !query.isFetching && !pending ? statusMessage(state.tab, activeStatus, count) : '';

  return (
    <Box ref={rootRef} position="relative" w={{ base: 'full', md: '300px' }}
      // Focus leaving for somewhere else on the page (Tab past the popover) closes it too.
      onBlur={(e) => {
        if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) dispatch({ type: 'close' });
      }}>
      <InputGroup w="full" startElement={<Search size={16} aria-hidden />}
        endElement={state.text ? (
          <CloseButton size="2xs" variant="ghost" aria-label="Clear search" me="-1"
            onClick={() => { dispatch({ type: 'input', text: '' }); refocusInput(); }} />
        ) : undefined}>
        <Input ref={inputRef} size="sm" type="text" autoFocus={autoFocus} autoComplete="off" spellCheck={false} enterKeyHint="search"
          placeholder="Search courses, places and golfers" aria-label="Search" data-testid="search-input"
          role="combobox" aria-autocomplete="list" aria-expanded={visible}
          aria-controls={hasListbox ? listboxId(state.tab) : popoverId}
          aria-activedescendant={visible && active >= 0 ? optionId(state.tab)(active) : undefined}
          value={state.text}
          onChange={(e) => dispatch({ type: 'input', text: e.target.value })}
          onFocus={() => { if (!quietFocus.current) dispatch({ type: 'focus' }); }}
          onClick={() => dispatch({ type: 'focus' })}
          onKeyDown={onKeyDown} />
      </InputGroup>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {visible && (
        <SearchPopover id={popoverId} tab={state.tab} onTabChange={(tab) => dispatch({ type: 'tab', tab })}
          loading={query.isFetching || pending}
          targetMode={targetMode} onTargetModeChange={setTargetMode}
          onEscape={() => { dispatch({ type: 'close' }); refocusInput(); }}
          panels={{
            courses: {
              status: statusOf('courses'),
              error: courses.error?.message ?? null,
              empty: EMPTY_MESSAGES.courses,
              count: countOf('courses', COURSE_SEARCH_LIMIT),
              results: (
                <CourseResults listboxId={listboxId('courses')} optionId={optionId('courses')} items={courseItems}
                  active={state.tab === 'courses' ? active : -1} showInMap={targetMode}
                  onHover={(index) => dispatch({ type: 'hover', index })} onSelect={selectCourse} onShowInMap={showInMap} />
              ),
            },
            places: {
              status: statusOf('places'),
              error: places.error?.message ?? null,
              empty: EMPTY_MESSAGES.places,
              count: countOf('places', PLACE_SEARCH_LIMIT),
              results: (
                <PlaceResults listboxId={listboxId('places')} optionId={optionId('places')} items={placeItems}
                  active={state.tab === 'places' ? active : -1}
                  onHover={(index) => dispatch({ type: 'hover', index })} onSelect={selectPlace} />
              ),
            },
            users: {
              status: statusOf('users'),
              error: users.error?.message ?? null,
              empty: EMPTY_MESSAGES.users,
              count: countOf('users', USER_SEARCH_LIMIT),
              results: (
                <UserResults listboxId={listboxId('users')} optionId={optionId('users')} items={userItems}
                  active={state.tab === 'users' ? active : -1}
                  onHover={(index) => dispatch({ type: 'hover', index })} onSelect={selectUser} />
              ),
            },
          }} />
      )}
    </Box>
  );
}
