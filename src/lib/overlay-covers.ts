/**
 * The one record of what covers the map: every overlay panel and sheet reports its box here (with
 * `useMapCover`) while it is open, and the map (map/overlay-insets.tsx) turns the boxes into its
 * camera padding and the place of its controls. Lives in src/lib, under both: the panels
 * (components/ui, the features) and the map meet here without importing each other.
 */
import { useCallback, useEffect, useId, useRef } from 'react';

/** A box on the page, in CSS pixels from its top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const covers = new Map<string, Box>();
const listeners = new Set<() => void>();

const sameBox = (a: Box | undefined, b: Box) => !!a && a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;

export function setMapCover(key: string, box: Box | null): void {
  if (box ? sameBox(covers.get(key), box) : !covers.has(key)) return;
  if (box) covers.set(key, box);
  else covers.delete(key);
  for (const l of listeners) l();
}

export const mapCovers = (): Box[] => [...covers.values()];

export function onMapCoversChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const boxOf = (el: HTMLElement): Box => {
  const r = el.getBoundingClientRect();
  return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
};

/**
 * A ref for an overlay that covers part of the map: its box is reported when it mounts, whenever
 * it resizes (ResizeObserver) or the window does, and withdrawn when it unmounts.
 */
export function useMapCover<T extends HTMLElement>(): (el: T | null) => void {
  const key = useId();
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => {
    cleanup.current?.();
    cleanup.current = null;
  }, []);
  return useCallback((el: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!el) return;
    const report = () => setMapCover(key, el.isConnected ? boxOf(el) : null);
    report();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(el);
    window.addEventListener('resize', report);
    cleanup.current = () => {
      observer?.disconnect();
      window.removeEventListener('resize', report);
      setMapCover(key, null);
    };
  }, [key]);
}
