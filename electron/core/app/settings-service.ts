// Settings in the KeyValueStore under one key, parsed on every read (a hand-edited file is a
// trust boundary, STYLE.md 7): anything invalid falls back to the defaults field by field and is
// logged, never thrown. Listeners hear every change (sandbox start/stop, status polling).
import {
  defaultSettings,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../../shared/ipc/settings-schema';
import type { KeyValueStore, Logger } from '../ports';

const settingsKey = 'settings';

export interface SettingsService {
  get(): Settings;
  update(patch: SettingsPatch): Settings;
  onChange(listener: (settings: Settings, previous: Settings) => void): () => void;
}

export function createSettingsService(store: KeyValueStore, logger: Logger): SettingsService {
  const listeners = new Set<(settings: Settings, previous: Settings) => void>();

  function get(): Settings {
    const stored = store.get(settingsKey);
    if (stored === undefined) return { ...defaultSettings };
    const merged = {
      ...defaultSettings,
      ...(typeof stored === 'object' && stored !== null ? stored : {}),
    };
    const parsed = SettingsSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    logger.warn('stored settings were invalid; using defaults for the bad fields', {
      fields: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
    const repaired = { ...merged } as Record<string, unknown>;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in defaultSettings)
        repaired[key] = defaultSettings[key as keyof Settings];
      else if (typeof key === 'string') delete repaired[key];
    }
    return SettingsSchema.safeParse(repaired).data ?? { ...defaultSettings };
  }

  return {
    get,
    update(patch) {
      const previous = get();
      const next = SettingsSchema.parse({ ...previous, ...patch });
      store.set(settingsKey, next);
      for (const listener of listeners) {
        try {
          listener(next, previous);
        } catch (error) {
          logger.error('settings listener failed', { error });
        }
      }
      return next;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
