// settings:set may only select an environment the registry knows (or the built-in sandbox, which
// it starts): an unknown id used to be stored, stopping the sandbox and leaving sign-in broken.
import { describe, expect, it } from 'vitest';
import { appHandlers } from '../../../electron/core/app/handlers/app-handlers';
import { createSettingsService } from '../../../electron/core/app/settings-service';
import { createEnvironmentRegistry } from '../../../electron/core/environments/environment-registry';
import { silentLogger, type Cipher, type KeyValueStore } from '../../../electron/core/ports';
import { EnvironmentSchema } from '../../../shared/environments/environment-schema';
import { ok } from '../../../shared/result';

function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
    has: (key) => values.has(key),
  };
}

const cipher: Cipher = {
  kind: 'test',
  isAvailable: () => true,
  isWeak: () => false,
  encrypt: (bytes) => bytes,
  decrypt: (bytes) => bytes,
};

function setup() {
  const settings = createSettingsService(memoryStore(), silentLogger);
  const remote = EnvironmentSchema.parse({
    id: 'acme-prod',
    name: 'Acme production',
    kind: 'remote',
    baseUrl: 'https://boarding.acme.example',
    authorizeUrl: 'https://portal.acme.example/oauth/authorize',
    consumerKey: 'key',
  });
  // No sandbox running: selecting it must still be possible (that is what starts it).
  const environments = createEnvironmentRegistry({ sandbox: () => undefined, remote: [remote] });
  const handlers = appHandlers({
    app: { name: 'Boarding Desk', version: '1.0.0', platform: 'linux' },
    mode: 'browser',
    dataDir: '/tmp/boarding-desk-test',
    cipher,
    environments,
    settings,
    update: () => null,
    storage: async () => ({ readOnly: null, setAside: [] }),
    checkEnvironmentSwitch: async () => ok(undefined),
    settled: async () => undefined,
  });
  return { handlers, settings };
}

describe('settings:set', () => {
  it('refuses an environment the registry does not know and keeps the current one', async () => {
    const { handlers, settings } = setup();
    for (const environmentId of ['nowhere', 'Not An Id', '__proto__']) {
      const result = await handlers['settings:set']({ environmentId });
      expect(result.ok === false && result.error.code, environmentId).toBe('VALIDATION');
      expect(result.ok === false && result.error.fieldErrors?.[0]?.field).toBe('environmentId');
    }
    expect(settings.get().environmentId).toBe('sandbox');
  });

  it('switches to a configured environment and back to the sandbox', async () => {
    const { handlers, settings } = setup();
    const remote = await handlers['settings:set']({ environmentId: 'acme-prod' });
    expect(remote.ok && remote.value.environmentId).toBe('acme-prod');
    const back = await handlers['settings:set']({ environmentId: 'sandbox' });
    expect(back.ok && back.value.environmentId).toBe('sandbox');
    expect(settings.get().environmentId).toBe('sandbox');
  });

  it('still applies patches that do not touch the environment', async () => {
    const { handlers } = setup();
    const result = await handlers['settings:set']({ statusPollMinutes: 0 });
    expect(result.ok && result.value.statusPollMinutes).toBe(0);
  });
});
