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
  /** The settings in effect: the agent's, overlaid by the organisation's (decisions 84). */
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
  /** The organisation's settings over the agent's (decisions 84); absent: the agent's alone. */
  overlay?: SettingsOverlay;
}

/**
 * What the organisation's settings set over the agent's (decisions 84). `apply` is read on every
 * get(), so what the rest of core reads (the status tracker's interval, retention's periods, the
 * selected environment) follows a new policy without a change of its own; the agent's stored
 * values stay as they are underneath and are what a save changes.
 */
export interface SettingsOverlay {
  apply(stored: Settings): Settings;
  /**
   * Refuses a patch that would change a value the organisation sets; else the patch to store
   * (what it repeats of the organisation's values is left out, the agent's own kept).
   */
  admit(patch: Partial<Settings>, effective: Settings, stored: Settings): Result<Partial<Settings>>;
  /** Told after the organisation's settings changed. */
  onChange(listener: () => void): () => void;
}

export function createSettingsService(
  store: KeyValueStore,
  logger: Logger,
  options: SettingsServiceOptions = { location: 'the data folder' },
): SettingsService {
  const listeners = new Set<(settings: Settings, previous: Settings) => void>();

  function stored(): Settings {
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

  const get = (): Settings => options.overlay?.apply(stored()) ?? stored();

  function tell(next: Settings, previous: Settings): void {
    for (const listener of listeners) {
      try {
        listener(next, previous);
      } catch (error) {
        logger.error('settings listener failed', { error });
      }
    }
  }

  // Listeners hear the settings in effect change when the organisation's do, as after a save.
  let lastTold = get();
  options.overlay?.onChange(() => {
    const previous = lastTold;
    const next = get();
    lastTold = next;
    if (JSON.stringify(next) !== JSON.stringify(previous)) tell(next, previous);
  });

  return {
    get,
    update(patch) {
      const readOnly = options.readOnlyMessage?.();
      if (readOnly !== undefined) return err('STORAGE', `Settings were not saved: ${readOnly}`);
      const previous = get();
      const own = stored();
      const admitted = options.overlay?.admit(patch, previous, own) ?? ok(patch);
      if (!admitted.ok) return admitted;
      const toStore = SettingsSchema.parse({ ...own, ...admitted.value });
      try {
        store.set(settingsKey, toStore);
      } catch (error) {
        logger.error('settings not saved', { code: (error as NodeJS.ErrnoException).code });
        const why = describeStorageFailure(error, options.location);
        return err('STORAGE', `Settings were not saved: ${why}. Nothing was changed.`, {
          details: storageDetails(error, options.location),
        });
      }
      const next = get();
      lastTold = next;
      tell(next, previous);
      return ok(next);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
