// Reading the organisation's policy (decisions 83): a policy file of a large office (50
// environments, 100 agreements, 500 invite catalogue entries) read from disk, parsed, checked by
// the schema and applied as the service's new snapshot, the way a change to the file reaches a
// running app. Two versions of the file alternate so every read applies a new policy (an
// unchanged one would stop at the comparison). Writing the file is setup, not measured.
// Target: median and p95 <= 20 ms.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readPolicyFile } from '../../electron/core/policy/policy-file';
import { createPolicyService } from '../../electron/core/policy/policy-service';
import { silentLogger, systemClock } from '../../electron/core/ports';
import { largePolicyInput } from '../../tests/fixtures/policy';
import { benchReport, measured, percentile, type BenchReport } from './report';

const warmups = 5;
const reads = 100;

export default async function policyReadBench(): Promise<BenchReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-policy-'));
  const file = path.join(dir, 'policy.json');
  const versions = [15, 30].map((minutes) =>
    JSON.stringify({ ...largePolicyInput(50, 500), statusRefreshMinutes: minutes }, null, 2),
  );
  const service = createPolicyService({
    // The file reader without its folder watcher: the bench asks for each read itself.
    sources: [{ source: { kind: 'file', location: file }, read: () => readPolicyFile({ file }) }],
    clock: systemClock,
    logger: silentLogger,
  });
  const samples: number[] = [];
  try {
    for (let n = 0; n < warmups + reads; n += 1) {
      const minutes = n % 2 === 0 ? 15 : 30;
      await writeFile(file, versions[n % 2]!);
      const started = performance.now();
      const snapshot = await service.refresh();
      const elapsed = performance.now() - started;
      if (snapshot.policy?.statusRefreshMinutes !== minutes)
        throw new Error(`the policy was not applied: ${JSON.stringify(snapshot.problem)}`);
      if (n >= warmups) samples.push(elapsed);
    }
  } finally {
    service.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`  file size ${Math.round(Buffer.byteLength(versions[0]!) / 1024)} KB`);
  return benchReport({
    'read, check and apply, median': measured(percentile(samples, 50), 'ms', '<=', 20),
    'read, check and apply, p95': measured(percentile(samples, 95), 'ms', '<=', 20),
  });
}
