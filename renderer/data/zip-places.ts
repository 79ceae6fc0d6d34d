// The city and state of a ZIP, asked of core's offline table (places:lookup, decisions 31, 58):
// for the editor's address fill. Core is on this computer, so it answers with no connection too.
// Anything that is not yet a whole ZIP is not asked about, and a failure to ask is treated as
// "not in the table": the fill only helps, it never stands in the agent's way.
import { isUsZip } from '../../shared/merchant/field-checks';
import type { ZipPlace } from '../../shared/merchant/zip-place-schema';
import { boarding } from '../ipc/boarding-client';

/** The city and state of a ZIP (`62704` or `62704-1234`), or null when the table lacks it. */
export async function placeOfZip(zip: string): Promise<ZipPlace | null> {
  if (!isUsZip(zip)) return null;
  const found = await boarding.places.lookup({ zip });
  return found.ok ? found.value : null;
}
