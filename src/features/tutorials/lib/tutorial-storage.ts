/**
 * Tutorials in this browser's localStorage: a visitor's (signed out) dismissals, and the records
 * kept per golfer before the server remembered them (`tpl.tutorial.<name>.<uid>`), which are
 * moved to the server on the golfer's next visit.
 */
import type { TutorialName } from '../../../shared/contracts/tutorials.contract';

export const tutorialStorageKey = (name: TutorialName, who: string) => `tpl.tutorial.${name}.${who}`;
export const VISITOR = 'visitor';

export function storedDone(name: TutorialName, who: string): boolean {
  try {
    return window.localStorage.getItem(tutorialStorageKey(name, who)) === 'done';
  } catch {
    return false;
  }
}

export function storeDone(name: TutorialName, who: string): void {
  try {
    window.localStorage.setItem(tutorialStorageKey(name, who), 'done');
  } catch {
    // Private mode: dismissed for this visit only.
  }
}

export function forgetStored(name: TutorialName, who: string): void {
  try {
    window.localStorage.removeItem(tutorialStorageKey(name, who));
  } catch {
    // Nothing to forget.
  }
}
