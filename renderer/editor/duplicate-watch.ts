// Beside the tax id, an SSN, a bank account or the legal name: "This tax ID is already submitted
// as merchant 3 on Nov 24" (decisions 30). A short pause after the agent changes one of those
// fields, the numbers as they would be stored are looked up among the other applications on this
// computer (drafts:duplicates), and each match becomes a warning on its field (FieldFrame); an
// answer that arrives after a newer question is dropped. Told of changes by the form's one
// subscription (ApplicationForm.tsx): a keystroke in any other field costs it one name test
// (decisions 90). The sentences are in the agent's language (decisions 91): a language switched
// while the form is open is looked up again in the new one.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { findDuplicates } from '../data/duplicates';
import type { IntlShape } from '../i18n/format';
import { duplicateSentence } from '../words/duplicates';
import type { EditorStore } from './editor-store';
import { formNameOf, valuesToPayload, type FormValues } from './form-values';
import { createPause } from './pause';

const pauseMs = 250;
const keyField =
  /^(taxId|legalName|legalZip|owner|fundingAccount)$|^owner\.\d+(\.ssn)?$|^fundingAccount\.\d+(\.(routingNumber|accountNumber))?$/;

/** Only what the lookup reads: no more of the application crosses than it needs. */
function keyPayload(values: FormValues): DraftPayload {
  const payload = valuesToPayload(values, {});
  const rows = (list: unknown, fields: string[]) =>
    Array.isArray(list)
      ? list.map((row: Record<string, DraftPayload[string]>) =>
          Object.fromEntries(
            fields.filter((field) => field in row).map((field) => [field, row[field]!]),
          ),
        )
      : [];
  const picked: DraftPayload = {
    owner: rows(payload.owner, ['ssn']),
    fundingAccount: rows(payload.fundingAccount, ['routingNumber', 'accountNumber']),
  };
  for (const field of ['taxId', 'legalName', 'legalZip'] as const)
    if (payload[field] !== undefined) picked[field] = payload[field];
  return picked;
}

/** Watches while the application is editable: started then, stopped when it becomes read-only. */
export interface DuplicateWatch {
  /** Looks up now and then after each change to a key field. */
  start(): void;
  /** A field changed (undefined: the whole form): looked up after the pause if it is a key field. */
  changed(name: string | undefined): void;
  /** No lookup is made and no answer in flight is applied until the next start. */
  stop(): void;
  /** The agent's language now: another one is looked up again, to be said in it. */
  speak(intl: IntlShape): void;
}

export function createDuplicateWatch(
  draftId: string,
  getValues: () => FormValues,
  store: EditorStore,
  intl: IntlShape,
): DuplicateWatch {
  let words = intl;
  let latest = 0;
  let isWatching = false;
  const check = async () => {
    const asked = (latest += 1);
    const matches = await findDuplicates(draftId, keyPayload(getValues()));
    if (asked !== latest) return;
    const byName: Record<string, string> = {};
    for (const match of matches) {
      const name = formNameOf(match.field);
      if (name) byName[name] = duplicateSentence(words, match);
    }
    store.update((state) =>
      JSON.stringify(state.duplicates ?? {}) === JSON.stringify(byName)
        ? state
        : { ...state, duplicates: byName },
    );
  };
  const pause = createPause(pauseMs, () => void check());
  return {
    start() {
      isWatching = true;
      void check();
    },
    changed(name) {
      if (isWatching && (name === undefined || keyField.test(name))) pause.touch();
    },
    stop() {
      isWatching = false;
      latest += 1;
      pause.cancel();
    },
    speak(intl) {
      if (intl === words) return;
      words = intl;
      if (isWatching) void check();
    },
  };
}

/** The form's duplicate watch, in the agent's current language. */
export function useDuplicateWatch(
  draftId: string,
  getValues: () => FormValues,
  store: EditorStore,
): DuplicateWatch {
  const intl = useIntl();
  const [watch] = useState(() => createDuplicateWatch(draftId, getValues, store, intl));
  useEffect(() => watch.speak(intl), [intl, watch]);
  return watch;
}
