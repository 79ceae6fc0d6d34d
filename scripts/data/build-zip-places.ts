// Writes electron/core/places/zip-places.json, the offline ZIP -> city and state table the editor
// fills addresses from (decisions 31, 58). Source: the `zipcodes` npm package (BSD licence), whose
// data the package builds from GeoNames' US postal codes (CC BY 4.0) and the free ZIP code
// database of federalgovernmentzipcodes.us. Only the city and state are kept, grouped by state and
// then by city (`"IL": "Springfield:62701 62702 ...;Chicago:..."`), so the table is about 540 KB,
// not the package's 5 MB; core reads it on the first lookup (electron/core/places/zip-places.ts).
// Run again after updating the package: `npx tsx scripts/data/build-zip-places.ts`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };
const version = (require('zipcodes/package.json') as { version: string }).version;

// state -> city -> ZIPs
const byState = new Map<string, Map<string, string[]>>();
for (const record of Object.values(codes)) {
  if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue;
  // `:` and `;` separate a city from its ZIPs and one city from the next.
  if (/[:;]/.test(record.city)) throw new Error(`A city name holds a separator: ${record.city}`);
  const cities = byState.get(record.state) ?? new Map<string, string[]>();
  byState.set(record.state, cities);
  const zips = cities.get(record.city) ?? [];
  zips.push(record.zip);
  cities.set(record.city, zips);
}
const byName = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : 1);
const states = Object.fromEntries(
  [...byState.entries()].sort(byName).map(([state, cities]) => [
    state,
    [...cities.entries()]
      .sort(byName)
      .map(([city, zips]) => `${city}:${zips.sort().join(' ')}`)
      .join(';'),
  ]),
);
const table = {
  source: `zipcodes@${version} (BSD licence; data from GeoNames, CC BY 4.0, and federalgovernmentzipcodes.us)`,
  states,
};
const target = path.join(import.meta.dirname, '../../electron/core/places/zip-places.json');
writeFileSync(target, `${JSON.stringify(table)}\n`);
const places = [...byState.values()].reduce((sum, cities) => sum + cities.size, 0);
console.log(`${places} places in ${byState.size} states written to ${target}`);
