// One process reading one hostile answer, for answer-memory.bench.ts: a fresh process so its RSS
// is the reader's own. Warms the boarding client up on a small answer, takes the baseline RSS,
// then reads the answer at <url> (GET by id, as a status check does) while sampling RSS every
// few milliseconds; prints one JSON line: baseline and peak RSS in bytes, and the error code.
//   answer-memory-child.ts <baseUrl> <merchantId>
import { createBoardingClient } from '../../electron/core/boarding/boarding-client';
import { ok } from '../../shared/result';

const [baseUrl, merchantId] = process.argv.slice(2);
const client = createBoardingClient({
  auth: {
    current: () =>
      ok({
        environmentId: 'bench',
        baseUrl: baseUrl!,
        merchantPostPath: '/boarding/v2/merchant',
        merchantGetPath: '/boarding/v2/merchant/{id}',
        credentials: { consumerKey: 'k', consumerSecret: 's', token: 't', tokenSecret: 'ts' },
      }),
    markExpired: () => undefined,
    onChange: () => () => undefined,
  },
  fetch,
  timeoutMs: 120_000,
});

for (let warm = 0; warm < 3; warm += 1) await client.getById('small');
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 2);
const result = await client.getById(merchantId!);
sample();
clearInterval(sampler);
console.log(JSON.stringify({ baseline, peak, code: result.ok ? 'ok' : result.error.code }));
