// Writes shared/merchant/zip-places.json, the offline ZIP -> city and state table the editor fills
// addresses from (decisions 31). Source: the `zipcodes` npm package (BSD licence), whose data the
// package builds from GeoNames' US postal codes (CC BY 4.0) and the free ZIP code database of
// federalgovernmentzipcodes.us. Only the city and state are kept, grouped by place, so the table is
// a few hundred kilobytes that the renderer loads on the first ZIP typed, not the package's 5 MB.
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

const byPlace = new Map<string, string[]>();
for (const record of Object.values(codes)) {
  if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue;
  const place = `${record.city}|${record.state}`;
  const zips = byPlace.get(place) ?? [];
  zips.push(record.zip);
  byPlace.set(place, zips);
}
const places = [...byPlace.entries()]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([place, zips]) => [place, zips.sort().join(' ')]);
const table = {
  source: `zipcodes@${version} (BSD licence; data from GeoNames, CC BY 4.0, and federalgovernmentzipcodes.us)`,
  places,
};
const target = path.join(import.meta.dirname, '../../shared/merchant/zip-places.json');
writeFileSync(target, `${JSON.stringify(table)}\n`);
console.log(`${places.length} places written to ${target}`);
