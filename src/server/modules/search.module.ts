/**
 * Place search (towns and regions; course search is the catalogue's, under /courses): registers
 * /places, golf towns first among equal matches by the catalogue's count of courses near them.
 * Needs: the gazetteer (the process's one unless given), the catalogue. Exports: nothing.
 */
import { GOLF_COURSES_COUNTED, GOLF_RADIUS_KM } from '../places/golf-places';
import { placeGazetteer, type PlaceGazetteer } from '../places/place-gazetteer';
import { placesRoutes } from '../routes/places/places.routes';
import type { CourseCatalogue } from '../services/course-catalogue';
import type { ModuleContext } from './module-context';

export function searchModule({ routes }: ModuleContext, { places = placeGazetteer, catalogue }: { places?: PlaceGazetteer; catalogue: CourseCatalogue }): void {
  routes((api) => api.register(placesRoutes, {
    places, coursesNear: (lat, lng) => catalogue.countNear({ lat, lng }, GOLF_RADIUS_KM, GOLF_COURSES_COUNTED),
  }));
}
