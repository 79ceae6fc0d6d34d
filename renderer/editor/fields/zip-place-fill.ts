// ZIP -> city and state (decisions 31): when focus leaves a ZIP field, an empty city and an empty
// state next to it are filled in from the offline table (shared/merchant/zip-places.ts, loaded on
// first use), and a note on the ZIP says so. Nothing the agent typed is replaced, and the city
// stays an ordinary, editable text field.
import { useCallback } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { FieldKind } from '../../../shared/merchant/field-rules';
import { normalizeInput } from '../../../shared/merchant/normalize';
import { placeOfZip } from '../../../shared/merchant/zip-places';
import { useEditorStore } from '../editor-store';
import { placeFieldsOf, type FormValues } from '../form-values';

type Name = FieldPath<FormValues>;

/** A callback for a field's blur with its current text; does nothing for fields other than ZIPs. */
export function useZipPlaceFill(name: string, kind: FieldKind): (typed: string) => void {
  const { getValues, setValue } = useFormContext<FormValues>();
  const store = useEditorStore();
  return useCallback(
    (typed: string) => {
      const targets = kind === 'zip' ? placeFieldsOf(name) : null;
      if (!targets || store.get().isReadOnly) return;
      const isEmpty = (field: string) => String(getValues(field as Name) ?? '').trim() === '';
      if (!isEmpty(targets.city) && !isEmpty(targets.state)) return;
      void placeOfZip(normalizeInput('zip', typed)).then((place) => {
        if (!place) return;
        const filled: string[] = [];
        const options = { shouldDirty: true, shouldValidate: true } as const;
        if (isEmpty(targets.city)) {
          setValue(targets.city as Name, place.city as never, options);
          filled.push(place.city);
        }
        if (isEmpty(targets.state)) {
          setValue(targets.state as Name, place.state as never, options);
          filled.push(place.state);
        }
        if (filled.length > 0)
          store.setEntry('notes', name, `${filled.join(', ')} filled in from the ZIP code`);
      });
    },
    [name, kind, getValues, setValue, store],
  );
}
