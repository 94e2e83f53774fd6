/**
 * Golfers' lists and their items (ranked course and hole lists, trips' lists). Builds: the lists,
 * list-items and list-reads repositories, the lists and list-items services (their writes tell the
 * events); registers /lists and its items. Needs: the database, the events, the users repository.
 * Exports: the lists service (the admin's list moderation).
 */
import { blocksRepository } from '../data/blocks.repository';
import { listItemsRepository } from '../data/list-items.repository';
import { listReadsRepository } from '../data/list-reads.repository';
import { listsRepository } from '../data/lists.repository';
import type { UsersRepository } from '../data/users.repository';
import { listItemsRoutes } from '../routes/lists/list-items.routes';
import { listsRoutes } from '../routes/lists/lists.routes';
import { listItemsService } from '../services/list-items.service';
import { listsService } from '../services/lists.service';
import type { ModuleContext } from './module-context';

export function listsModule({ database, events, routes }: ModuleContext, { users }: { users: UsersRepository }) {
  const listsRepo = listsRepository(database.db);
  const reads = listReadsRepository(database.db);
  const items = listItemsRepository(database.db);
  const blocks = blocksRepository(database.db);
  const lists = listsService({ lists: listsRepo, items, reads, events, blocks });
  routes(async (api) => {
    await api.register(listsRoutes, { service: lists, lists: listsRepo, reads, users });
    await api.register(listItemsRoutes, { items: listItemsService({ items, events, blocks }), lists, reads });
  });
  return { lists };
}
