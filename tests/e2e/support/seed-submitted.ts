// Submitted merchants seeded before the app starts, as the Submitted bench and the worklist's
// specs use them: drafts written through the draft store's API (encrypted and indexed as the app
// writes them), marked submitted, and each merchant's status, history and the service's details
// recorded on its draft as the tracker records them there (decisions 89). Merchant ids repeat
// across environments, as in real use.
import pLimit from 'p-limit';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { openSeedStore, seededName } from './seed-drafts';

const statuses = ['Submitted', 'InReview', 'Approved', 'Approved', 'PendingInfo', 'Declined'];
const cities = ['Springfield', 'Shelbyville', 'Ogdenville', 'North Haverbrook', 'Capital City'];

/**
 * Seeds `count` submitted applications into `dataDir` (a browser-mode data folder) and their
 * status history: statuses spread over the service's values, one environment in ten a second one.
 * The first `unanswered` of them as no answer ever came for: no status, history or details.
 */
export async function seedSubmitted(
  dataDir: string,
  count: number,
  { unanswered = 0 }: { unanswered?: number } = {},
): Promise<TrackedMerchant[]> {
  const store = await openSeedStore(dataDir);
  const limit = pLimit(16);
  const start = Date.now() - count * 60_000;
  const merchants = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      limit(async (): Promise<TrackedMerchant> => {
        const { legalName, dba } = seededName(n);
        const city = cities[n % cities.length]!;
        const { referenceId: _own, ...payload } = validFullPayload({
          legalName,
          locationName: dba,
          locationCity: city,
        });
        const created = await store.create({ payload });
        if (!created.ok) throw new Error(created.error.message);
        const id = created.value.id;
        const environmentId = n % 10 === 9 ? 'production' : 'sandbox';
        const merchantId = String(Math.floor(n / 10) * 9 + (n % 10) + 1);
        for (const to of ['queued', 'sending'] as const) await store.markLifecycle(id, { to });
        const isUnanswered = n < unanswered;
        await store.markLifecycle(id, {
          to: 'submitted',
          merchantId,
          environmentId,
          ...(!isUnanswered && { status: 'Submitted' }),
          response: isUnanswered ? undefined : { id: Number(merchantId) },
        });
        const at = start + n * 60_000;
        const status = statuses[n % statuses.length]!;
        const heard: TrackedMerchant = {
          merchantId,
          draftId: id,
          environmentId,
          referenceId: created.value.referenceId,
          status,
          statusReason: null,
          checkedAt: at,
          history: [
            { status: 'Submitted', statusReason: null, at },
            { status, statusReason: null, at: at + 30_000 },
          ],
          details: {
            xmid: `40000${String(n).padStart(5, '0')}`,
            appId: null,
            dateAdded: null,
            dateApproved: null,
            dateClosed: null,
            fundingDelayDays: 2,
            fundingDailyMax: 25_000,
            fundingMonthlyMax: 500_000,
            fundingTransactionMax: 10_000,
            fundingOnHold: false,
          },
        };
        const merchant: TrackedMerchant = isUnanswered
          ? { ...heard, status: null, checkedAt: null, history: [], details: undefined }
          : heard;
        const recorded = await store.recordTracking({ ...merchant, draftId: id });
        if (!recorded.ok) throw new Error(recorded.error.message);
        return merchant;
      }),
    ),
  );
  await store.close();
  return merchants;
}
