// places:* handlers: the city and state of a ZIP from core's offline table (decisions 31, 58).
import { ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import { placeOfZip } from '../../places/zip-places';

export function placeHandlers(): Pick<Handlers, 'places:lookup'> {
  return {
    'places:lookup': async ({ zip }) => ok(await placeOfZip(zip)),
  };
}
