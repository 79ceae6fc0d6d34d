// What the vault holds for an organisation's environment is forgotten when a policy moves it to
// another address or consumer key, or the agent's own environment of that id takes its place, and
// kept when it is only left out (decisions 84, 85); its name stays known for the outbox. Kept in
// the settings store, so a restart compares with what the last run saw.
import { describe, expect, it } from 'vitest';
import { createManagedEnvironmentMarks } from '../../../electron/core/app/managed-environment-marks';
import { silentLogger, type KeyValueStore } from '../../../electron/core/ports';
import type { Environment } from '../../../shared/environments/environment-schema';

function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
    has: (key) => values.has(key),
  };
}

const acme: Environment = {
  id: 'acme-prod',
  name: 'Acme Production',
  kind: 'remote',
  baseUrl: 'https://boarding.acme.example',
  authorizeUrl: 'https://portal.acme.example/authorize',
  requestTokenPath: '/r',
  accessTokenPath: '/a',
  merchantPostPath: '/m',
  merchantGetPath: '/m/{id}',
  consumerKey: 'acme-key',
};
const none = () => undefined;

describe('managed environment marks', () => {
  it('forget a sign-in only when the address or key moves, across restarts', () => {
    const store = memoryStore();
    const forgotten: string[] = [];
    const forget = (id: string) => forgotten.push(id);
    createManagedEnvironmentMarks(store, forget, silentLogger).apply([acme], none);
    expect(forgotten).toEqual([]);

    // A restart: the same environment, then left out, then back unchanged: nothing forgotten.
    const again = createManagedEnvironmentMarks(store, forget, silentLogger);
    again.apply([acme], none);
    again.apply([], none);
    expect(again.nameOf('acme-prod')).toBe('Acme Production');
    again.apply([acme], none);
    expect(forgotten).toEqual([]);

    // Back at another address: the vault's token and secret for it must not go there.
    again.apply([{ ...acme, baseUrl: 'https://elsewhere.example' }], none);
    expect(forgotten).toEqual(['acme-prod']);
    createManagedEnvironmentMarks(store, forget, silentLogger).apply(
      [{ ...acme, baseUrl: 'https://elsewhere.example', consumerKey: 'new-key' }],
      none,
    );
    expect(forgotten).toEqual(['acme-prod', 'acme-prod']);
  });

  it('forget when the organisation takes over an agent’s environment of that id, or hands it back', () => {
    const forgotten: string[] = [];
    const marks = createManagedEnvironmentMarks(
      memoryStore(),
      (id) => forgotten.push(id),
      silentLogger,
    );
    const own = { ...acme, baseUrl: 'https://own.example' };
    marks.apply([acme], () => own);
    expect(forgotten).toEqual(['acme-prod']);
    marks.apply([], () => own);
    expect(forgotten).toEqual(['acme-prod', 'acme-prod']);
    expect(marks.nameOf('acme-prod')).toBeUndefined();
  });
});
