// catalogue:* handlers over the invite-code catalogue (decisions 86): the merged list, and the
// agent's own plans added and removed (refused when the organisation's file keeps the catalogue).
import { ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { InviteCatalogue } from '../invite-catalogue';

type CatalogueChannels = 'catalogue:list' | 'catalogue:add' | 'catalogue:remove';

export function catalogueHandlers(catalogue: InviteCatalogue): Pick<Handlers, CatalogueChannels> {
  return {
    'catalogue:list': () => ok(catalogue.list()),
    'catalogue:add': (entry) => catalogue.add(entry),
    'catalogue:remove': (ref) => catalogue.remove(ref),
  };
}
