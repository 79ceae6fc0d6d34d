// Settings in the KeyValueStore under one key, parsed on every read (a hand-edited file is a
// trust boundary, conventions 8): anything invalid falls back to the defaults field by field and is
// logged, never thrown; a store that cannot be read at all (the file was damaged while the app ran)
// reads as the defaults. Listeners hear every change (sandbox start/stop, status polling).
// A save that the disk refuses (full, read-only) is a STORAGE Result naming the disk, and changes
// nothing: the store writes atomically, no listener hears of it (decisions 23).
import {
  defaultSettings,
  SettingsSchema,
  type Settings,
} from '../../../shared/ipc/settings-schema';
import { maxAgentCatalogueEntries } from '../../../shared/policy/invite-catalogue';
import { InviteCatalogueEntrySchema } from '../../../shared/policy/policy-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { KeyValueStore, Logger } from '../ports';
import { describeStorageFailure, storageDetails } from '../storage/storage-failure';

const settingsKey = 'settings';

export interface SettingsService {
  get(): Settings;
  /** Saves the patch; STORAGE (nothing changed) when the disk refuses the write. */
  update(patch: Partial<Settings>): Result<Settings>;
  onChange(listener: (settings: Settings, previous: Settings) => void): () => void;
}

export interface SettingsServiceOptions {
  /** Where the settings live (the data folder), named when the disk refuses a save. */
  location: string;
  /** Set when the data folder is read-only: every save is refused with this message. */
  readOnlyMessage?: () => string | undefined;
}

export function createSettingsService(
  store: KeyValueStore,
  logger: Logger,
  options: SettingsServiceOptions = { location: 'the data folder' },
): SettingsService {
  const listeners = new Set<(settings: Settings, previous: Settings) => void>();

  function get(): Settings {
    let stored: unknown;
    try {
      stored = store.get(settingsKey);
    } catch (error) {
      logger.warn('settings could not be read; using the defaults', {
        error: (error as Error).name,
      });
      return { ...defaultSettings };
    }
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
      // The agent's pricing plans (decisions 86): a bad entry is left out, the others kept.
      if (key === 'agentInviteCatalogue' && Array.isArray(repaired[key]))
        repaired[key] = (repaired[key] as unknown[])
          .filter((entry) => InviteCatalogueEntrySchema.safeParse(entry).success)
          .slice(0, maxAgentCatalogueEntries);
      else if (typeof key === 'string' && key in defaultSettings)
        repaired[key] = defaultSettings[key as keyof Settings];
      else if (typeof key === 'string') delete repaired[key];
    }
    return SettingsSchema.safeParse(repaired).data ?? { ...defaultSettings };
  }

  return {
    get,
    update(patch) {
      const readOnly = options.readOnlyMessage?.();
      if (readOnly !== undefined) return err('STORAGE', `Settings were not saved: ${readOnly}`);
      const previous = get();
      const next = SettingsSchema.parse({ ...previous, ...patch });
      try {
        store.set(settingsKey, next);
      } catch (error) {
        logger.error('settings not saved', { code: (error as NodeJS.ErrnoException).code });
        const why = describeStorageFailure(error, options.location);
        return err('STORAGE', `Settings were not saved: ${why}. Nothing was changed.`, {
          details: storageDetails(error, options.location),
        });
      }
      for (const listener of listeners) {
        try {
          listener(next, previous);
        } catch (error) {
          logger.error('settings listener failed', { error });
        }
      }
      return ok(next);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
