// Beside the tax id, an SSN, a bank account or the legal name: "This tax ID is already submitted
// as merchant 3 on Nov 24" (decisions 30). A short pause after the agent changes one of those
// fields, the numbers as they would be stored are looked up among the other applications on this
// computer (drafts:duplicates), and each match becomes a warning on its field (FieldFrame). It
// renders nothing; an answer that arrives after a newer question is dropped.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { findDuplicates } from '../data/duplicates';
import { duplicateSentence } from '../words/duplicates';
import { useEditorStore } from './editor-store';
import { formNameOf, valuesToPayload, type FormValues } from './form-values';

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

export function DuplicateWatch({ draftId }: { draftId: string }) {
  const { subscribe, getValues } = useFormContext<FormValues>();
  const store = useEditorStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const check = async () => {
      const asked = (latest += 1);
      const matches = await findDuplicates(draftId, keyPayload(getValues()));
      if (asked !== latest) return;
      const byName: Record<string, string> = {};
      for (const match of matches) {
        const name = formNameOf(match.field);
        if (name) byName[name] = duplicateSentence(match);
      }
      store.update((state) =>
        JSON.stringify(state.duplicates ?? {}) === JSON.stringify(byName)
          ? state
          : { ...state, duplicates: byName },
      );
    };
    void check();
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name !== undefined && !keyField.test(name)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void check(), pauseMs);
      },
    });
    return () => {
      latest += 1;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [draftId, subscribe, getValues, store]);
  return null;
}
