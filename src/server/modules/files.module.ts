/**
 * Uploaded files (profile pictures) served back: registers /files. Needs: the storage (none:
 * uploads answer 503). Exports: nothing.
 */
import { filesRoutes } from '../routes/files/files.routes';
import type { ModuleContext } from './module-context';

export function filesModule({ storage, routes }: ModuleContext): void {
  routes((api) => api.register(filesRoutes, { storage }));
}
