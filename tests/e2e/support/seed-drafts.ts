// Realistic drafts for the 10,000-draft journeys and the bench: written through the draft store's
// own API (so encrypted and indexed exactly as the app writes them) into a browser-mode data
// folder, before the app starts. Names are varied and deterministic: a mix of complete (ready),
// half-filled (draft) and QuickStart applications, a few in the trash, and the spec's sample
// merchant among them.
import path from 'node:path';
import pLimit from 'p-limit';
import { createKeyFileCipher } from '../../../electron/browser/browser-ports';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import { silentLogger } from '../../../electron/core/ports';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { sampleInviteCode, validFullPayload } from '../../fixtures/merchant';

type JsonValue = DraftPayload[string];

const places = [
  'Maple',
  'Harbor',
  'Granite',
  'Blue Ridge',
  'Sunrise',
  'Cedar',
  'Lakeside',
  'Summit',
  'Willow',
  'Ironwood',
  'Bayview',
  'Prairie',
  'Redwood',
  'Silver Creek',
  'Oak Hollow',
  'Northgate',
];
const trades = [
  'Bakery',
  'Hardware',
  'Auto Repair',
  'Dental Care',
  'Florist',
  'Coffee Roasters',
  'Pet Supply',
  'Books',
  'Tailoring',
  'Pharmacy',
  'Fitness',
  'Deli',
  'Plumbing',
  'Music',
  'Optical',
  'Grocers',
  'Bicycles',
  'Nail Studio',
  'Print Shop',
  'Tire Center',
];
const forms = ['LLC', 'Inc', 'Co', 'Corp', 'LLP'];

export function seededName(n: number): { legalName: string; dba: string } {
  const place = places[n % places.length]!;
  const trade = trades[Math.floor(n / places.length) % trades.length]!;
  const form = forms[n % forms.length]!;
  const branch = Math.floor(n / (places.length * trades.length)) + 1;
  const dba = `${place} ${trade}`;
  return { legalName: `${dba} ${branch > 1 ? `${branch} ` : ''}${form}`, dba };
}

export interface SeedOutcome {
  count: number;
  trashed: number;
}

/** The draft store of `dataDir` (a browser-mode data folder), opened as the app opens it. */
export async function openSeedStore(dataDir: string): Promise<DraftStore> {
  const { cipher, problem } = createKeyFileCipher(dataDir, silentLogger);
  if (problem) throw new Error(problem);
  const opened = await openDraftStore({
    dir: path.join(dataDir, 'drafts'),
    cipher,
    logger: silentLogger,
  });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** Seeds `count` drafts into `dataDir` (a browser-mode data folder) and closes the store. */
export async function seedDrafts(dataDir: string, count: number): Promise<SeedOutcome> {
  const store = await openSeedStore(dataDir);
  const limit = pLimit(16);
  let trashed = 0;
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      limit(async () => {
        const { legalName, dba } = seededName(n);
        const { referenceId: _own, ...complete } = validFullPayload({
          legalName,
          locationName: dba,
        });
        const kind = n % 10;
        const payload: Record<string, JsonValue> =
          n === 0
            ? (validFullPayload() as Record<string, JsonValue>) // the spec's sample merchant
            : kind < 6
              ? (complete as Record<string, JsonValue>)
              : kind < 9
                ? { legalName, locationName: dba, category: '5812', legalPhone: '555' }
                : {
                    inviteCode: sampleInviteCode,
                    legalName,
                    owner: [{ name: 'Sam Example', email: 'sam@example.com' }],
                  };
        const created = await store.create({
          payload,
          variant: kind === 9 ? 'quickstart' : 'full',
        });
        if (!created.ok) throw new Error(created.error.message);
        if (n % 50 === 49) {
          await store.delete(created.value.id);
          trashed += 1;
        }
      }),
    ),
  );
  await store.close();
  return { count, trashed };
}
