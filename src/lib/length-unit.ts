/**
 * The golfer's unit of length (issue 34): yards or metres, and with it miles or kilometres. A
 * signed-in golfer's choice is their account's (`preferences.lengthUnit`, so it follows them to
 * another device); a signed-out golfer's, or one whose account has none, is this browser's
 * (localStorage 'length-unit'); else the browser's locale decides (`unitForLocale`).
 */
import { useSyncExternalStore } from 'react';
import { LENGTH_UNITS, systemOfUnit, unitForLocale, type LengthUnit, type UnitSystem } from '../shared/domain/units';
import { useCurrentUser } from './get-current-user';

export const LENGTH_UNIT_KEY = 'length-unit';
const CHANGED = 'tpl:length-unit';

const isUnit = (v: unknown): v is LengthUnit => (LENGTH_UNITS as readonly unknown[]).includes(v);

function readStored(): LengthUnit | null {
  try {
    const v = window.localStorage.getItem(LENGTH_UNIT_KEY);
    return isUnit(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps the choice in this browser (and tells every reader on the page at once). */
export function storeLengthUnit(unit: LengthUnit): void {
  try {
    window.localStorage.setItem(LENGTH_UNIT_KEY, unit);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  memory = unit;
  window.dispatchEvent(new Event(CHANGED));
}

let memory: LengthUnit | null = null;

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === LENGTH_UNIT_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => readStored() ?? memory;

/** The browser's language, as every length and distance is written. */
export const browserLocale = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language);

export interface LengthUnits {
  /** Yards or metres, for lengths on a course. */
  unit: LengthUnit;
  /** Miles or kilometres, for distances between places. */
  system: UnitSystem;
  locale: string | undefined;
  /** Whether the golfer chose it (false: the locale's default). */
  chosen: boolean;
}

export function useLengthUnit(): LengthUnits {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  const { data: me } = useCurrentUser();
  const locale = browserLocale();
  const chosen = me?.preferences.lengthUnit ?? stored;
  const unit = chosen ?? unitForLocale(locale);
  return { unit, system: systemOfUnit(unit), locale, chosen: chosen !== null };
}
