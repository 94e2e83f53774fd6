/**
 * The draggable pin of a course an admin is editing (the admin console's course form): the form
 * publishes where the course is, the map draws a pin there that the admin drags, and the form
 * follows the drag. `by` says who moved it last, so neither side echoes the other's change back.
 * Null while no course is being edited.
 */
import { valueStore } from './value-store';

export interface EditPin {
  /** The course being edited; null for a new one. */
  courseId: string | null;
  lat: number;
  lng: number;
  by: 'form' | 'map';
}

const store = valueStore<EditPin | null>(null);

export const setEditPin = store.set;
export const editPin = store.get;
export const useEditPin = store.use;
