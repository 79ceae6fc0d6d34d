// ZIP -> city and state (decisions 31): when focus leaves a ZIP field, an empty city and an empty
// state next to it are filled in from the offline table core keeps (renderer/data/zip-places.ts,
// decisions 58), and a note on the ZIP says so. What was filled in is remembered: a city or state
// that still holds it follows a corrected ZIP. Nothing the agent typed is replaced, and the city
// stays an ordinary, editable text field.
import { useCallback, useRef } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { FieldKind } from '../../../shared/merchant/field-kind';
import { normalizeInput } from '../../../shared/merchant/normalize';
import { placeOfZip } from '../../data/zip-places';
import { useEditorStore } from '../editor-store';
import { placeFieldsOf, type FormValues } from '../form-values';

type Name = FieldPath<FormValues>;

/** A callback for a field's blur with its current text; does nothing for fields other than ZIPs. */
export function useZipPlaceFill(name: string, kind: FieldKind): (typed: string) => void {
  const { getValues, setValue } = useFormContext<FormValues>();
  const store = useEditorStore();
  // The city and state this field last filled in, by field name.
  const filledIn = useRef(new Map<string, string>());
  return useCallback(
    (typed: string) => {
      const targets = kind === 'zip' ? placeFieldsOf(name) : null;
      if (!targets || store.get().isReadOnly) return;
      const valueOf = (field: string) => String(getValues(field as Name) ?? '');
      // Empty, or still exactly what the ZIP filled in (the agent has not touched it).
      const isOurs = (field: string) =>
        valueOf(field).trim() === '' || valueOf(field) === filledIn.current.get(field);
      if (!isOurs(targets.city) && !isOurs(targets.state)) return;
      const asked = normalizeInput('zip', typed);
      void placeOfZip(asked).then((place) => {
        // Each lookup is a round trip to core: an answer for a ZIP the field no longer holds (the
        // agent corrected it meanwhile, or a later answer came first) fills in nothing.
        if (!place || normalizeInput('zip', valueOf(name)) !== asked) return;
        const filled: string[] = [];
        const options = { shouldDirty: true, shouldValidate: true } as const;
        for (const [field, value] of [
          [targets.city, place.city],
          [targets.state, place.state],
        ] as const) {
          if (!isOurs(field) || valueOf(field) === value) continue;
          setValue(field as Name, value as never, options);
          filledIn.current.set(field, value);
          filled.push(value);
        }
        if (filled.length > 0)
          store.setEntry('notes', name, `${filled.join(', ')} filled in from the ZIP code`);
      });
    },
    [name, kind, getValues, setValue, store],
  );
}
