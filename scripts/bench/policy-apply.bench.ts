// Applying the organisation's settings (decisions 84): from a policy checked by the shared schema
// to what the screens read of it, with 50 environments, their agreements in both languages and 500
// catalogue entries. One application is what follows a new file: the overlay's environment marks
// compared and kept, the registry listing, the settings in effect, policy:state and the agreement
// stamps a queueing compares (decisions 85). Measured in process with the real modules and an
// in-memory settings store, 200 times; reading the file itself is the readers' figure. Target for
// the whole (reading and applying): 20 ms; this part's p95 is held to it alone.
import { createAppliedPolicy } from '../../electron/core/app/applied-policy';
import { createManagedEnvironmentMarks } from '../../electron/core/app/managed-environment-marks';
import { createSettingsService } from '../../electron/core/app/settings-service';
import { createEnvironmentRegistry } from '../../electron/core/environments/environment-registry';
import { silentLogger, type KeyValueStore } from '../../electron/core/ports';
import { PolicySchema } from '../../shared/policy/policy-schema';
import { policyServiceOf } from '../../tests/support/policy-service';
import { benchReport, measured, percentile, type BenchReport } from './report';

const runs = 200;

function bigPolicy(edition: number) {
  const environments = Array.from({ length: 50 }, (_, index) => ({
    id: `env-${index}`,
    name: `Environment ${index}`,
    baseUrl: `https://boarding${index}.example.com`,
    authorizeUrl: `https://portal${index}.example.com/authorize`,
    consumerKey: `key-${index}-${edition}`,
    isSignatureRequired: index % 2 === 0,
  }));
  return PolicySchema.parse({
    schemaVersion: 1,
    organisation: 'Acme Payments IT',
    issuedOn: '2026-11-20',
    environments,
    agreements: environments.flatMap((environment) =>
      (['en', 'es'] as const).map((language) => ({
        environmentId: environment.id,
        language,
        version: `v${edition}`,
        text: `Agreement ${edition} for ${environment.name} in ${language}. `.repeat(40),
      })),
    ),
    inviteCatalogue: Array.from({ length: 500 }, (_, index) => ({
      label: `Plan ${index}`,
      code: `AB${String(index).padStart(2, '0')}-CD12-EF34`,
      environmentId: `env-${index % 50}`,
      summary: `Restaurants 2.${index % 100}% + 10c, no annual fee`,
    })),
    statusRefreshMinutes: 15,
    retentionDays: 60,
  });
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
    has: (key) => values.has(key),
  };
}

export default async function bench(): Promise<BenchReport> {
  const policies = [bigPolicy(1), bigPolicy(2)];
  const service = policyServiceOf(null);
  const store = memoryStore();
  const applied = createAppliedPolicy(
    service,
    createManagedEnvironmentMarks(store, () => undefined, silentLogger),
  );
  const registry = createEnvironmentRegistry({
    sandbox: () => undefined,
    remote: [],
    managed: () => applied.managedEnvironments(),
  });
  applied.connect(registry);
  const settings = createSettingsService(store, silentLogger, {
    location: 'memory',
    overlay: applied.overlay,
  });
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    service.set(policies[run % 2]!);
    const effective = settings.get();
    registry.list();
    applied.state();
    applied.agreementNow(effective, effective.environmentId);
    applied.agreementNow(effective, 'env-49');
    samples.push(performance.now() - started);
  }
  applied.close();
  return benchReport({
    'policy apply (50 environments, 100 agreements, 500 catalogue entries) p50': measured(
      percentile(samples, 50),
      'ms',
      '<=',
      20,
      3,
    ),
    'policy apply (50 environments, 100 agreements, 500 catalogue entries) p95': measured(
      percentile(samples, 95),
      'ms',
      '<=',
      20,
      3,
    ),
  });
}
