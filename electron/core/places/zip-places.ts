// ZIP -> city and state (decisions 31), answered by core over places:lookup (decisions 58): the
// table (zip-places.json, written by scripts/data/build-zip-places.ts from the zipcodes package,
// its source named in the file) is read on the first lookup and kept as a map, so every later
// lookup is one map read. Plain Node: browser mode imports the JSON as a module, and the Electron
// main bundle (vite.main.config.ts) bundles it as a chunk of its own, loaded at the same moment.
import { isUsZip } from '../../../shared/merchant/field-checks';
import type { ZipPlace } from '../../../shared/merchant/zip-place-schema';

interface ZipPlacesTable {
  source: string;
  /** `{ "IL": "Springfield:62701 62702;Chicago:60601 ..." }`: each state's cities and their ZIPs. */
  states: Record<string, string>;
}

let loaded: Promise<Map<string, ZipPlace>> | undefined;

async function load(): Promise<Map<string, ZipPlace>> {
  const module = (await import('./zip-places.json', { with: { type: 'json' } })) as {
    default: ZipPlacesTable;
  };
  const byZip = new Map<string, ZipPlace>();
  for (const [state, cities] of Object.entries(module.default.states)) {
    for (const entry of cities.split(';')) {
      const at = entry.indexOf(':');
      // One frozen entry per place, shared by its ZIPs.
      const place = Object.freeze({ city: entry.slice(0, at), state });
      for (const zip of entry.slice(at + 1).split(' ')) byZip.set(zip, place);
    }
  }
  return byZip;
}

function table(): Promise<Map<string, ZipPlace>> {
  // A failed read is not kept: the next lookup tries again.
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** The city and state of a ZIP (`62704` or `62704-1234`), or null when the table lacks it. */
export async function placeOfZip(zip: string): Promise<ZipPlace | null> {
  if (!isUsZip(zip)) return null;
  return (await table()).get(zip.slice(0, 5)) ?? null;
}
