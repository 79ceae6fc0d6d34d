// The catalogues in memory: English with the app's first chunks (it is the source and the
// fallback), every other language loaded on demand as its own chunk the first time it is chosen
// (decisions 91). A loaded catalogue stands over English, so a message a translation lacks shows
// in English, never as a raw id (the catalogue test fails on it long before). English is handed
// in by mount.tsx (`installEnglish`), which imports it: the build keeps it in mount.tsx's chunk,
// beside the first screen's code, not inside it (decisions 105).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import keys from 'virtual:catalogue-keys';
import type { AgentLanguage } from '../../shared/i18n/language-codes';
import { expandCatalogue, type CompactMessage } from './compact-messages';
import { resolveAgentLocale, type CatalogueName } from './locales';
import type { MessageId } from './message-ids';

/**
 * A catalogue by id; every id is there (the catalogue test holds the languages to English's keys).
 * In a build most are keyed by their short key, which the build also wrote where the code names
 * them (decisions 103).
 */
export type Messages = Record<MessageId, MessageFormatElement[]>;

let english = {} as Messages;
const loaded = new Map<CatalogueName, Messages>([['en', english]]);
const loading = new Map<CatalogueName, Promise<Messages>>();

/** English, from its module (`virtual:catalogue/en`); called once, before the first render. */
export function installEnglish(messages: CompactMessage[] | null): void {
  english = expandCatalogue(keys, messages ?? []) as Messages;
  loaded.set('en', english);
}

const importers: Record<
  Exclude<CatalogueName, 'en'>,
  () => Promise<{ default: CompactMessage[] | null }>
> = {
  es: () => import('virtual:catalogue/es'),
  'en-XA': () => import('virtual:catalogue/en-XA'),
};

/**
 * Loads the catalogue the first frame speaks, so it is painted in the agent's language rather
 * than in the system's and then the agent's (decisions 97). The system's language's chunk (when
 * it is not English) starts at once, while the settings are on their way, since it is the agent's
 * unless they choose otherwise; once `choice` (the agent's setting, undefined when the settings
 * did not come in time) is known, the chosen language's. English is in memory already, so an
 * English first frame waits for no chunk.
 */
export async function loadFirstMessages(
  choice: Promise<AgentLanguage | undefined>,
  isPseudo: boolean,
): Promise<void> {
  const system = resolveAgentLocale('system', navigator.languages, isPseudo).catalogue;
  if (system !== 'en') void loadMessages(system);
  const chosen = resolveAgentLocale((await choice) ?? 'system', navigator.languages, isPseudo);
  if (chosen.catalogue !== 'en') await loadMessages(chosen.catalogue);
}

/** The catalogue if it is in memory already. */
export function loadedMessages(name: CatalogueName): Messages | undefined {
  return loaded.get(name);
}

/** The catalogue, loading its chunk once; English when the chunk is missing or empty. */
export function loadMessages(name: CatalogueName): Promise<Messages> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  if (name === 'en') return Promise.resolve(english);
  let pending = loading.get(name);
  if (pending === undefined) {
    pending = importers[name]()
      .then(({ default: messages }): Messages => ({
        ...english,
        ...expandCatalogue(keys, messages ?? []),
      }))
      .catch(() => english)
      .then((messages) => {
        loaded.set(name, messages);
        loading.delete(name);
        return messages;
      });
    loading.set(name, pending);
  }
  return pending;
}
