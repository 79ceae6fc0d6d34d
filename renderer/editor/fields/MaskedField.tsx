// Inputs for numbers (IMask's core and its RegExp mask): the mask keeps everything typed but
// control characters (typing-mask.ts), and a character that is neither a digit nor formatting is
// named on the field for as long as the text holds it ("“x” is not part of a number"). It never
// cuts a value short or drops a character: what was typed is kept whole, the shared normaliser
// (normalize.ts, decisions 28)
// takes the formatting out for storage ("+1 217 555 0142" is stored 2175550142), and a value of
// the wrong length stays visible with the schema's message beside it. The agent's value is shown
// formatted when the field opens and when focus leaves it: (217) 555-0142, 123-45-6789, 62704-1234.
// Sensitive numbers (SSN, tax id, account number) are hidden like a password until the agent asks
// to see them, and hidden again as soon as focus leaves the field: that keeps them out of
// screenshots and out of sight across the counter.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
// The core and the one mask kind used (typingMask is a RegExp, decisions 58): the package's main
// entry registers every kind (number, date, pattern...), 40 KB the editor never runs.
import IMask from 'imask/holder';
import 'imask/masked/regexp';
import type { FieldKind } from '../../../shared/merchant/field-kind';
import { formatPhone, normalizeInput } from '../../../shared/merchant/normalize';
import { useEditorStore, useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import { FieldFrame, type InputAria } from './FieldFrame';
import { useIntl } from 'react-intl';
import { notANumberNote, refusedCharacters, typingMask, type Expects } from './typing-mask';
import { useZipPlaceFill } from './zip-place-fill';

export interface MaskSpec {
  /** The field's kind in the shared tables: how its text is normalised for storage. */
  kind: FieldKind;
  /** How a stored (normalised) value is shown; a value that is not well formed is shown as is. */
  format: (stored: string) => string;
  /** "10 digits" in the note about refused characters. */
  expects: Expects;
}

const asIs = (stored: string) => stored;
const grouped = (sizes: number[]) => (stored: string) => {
  if (!new RegExp(`^\\d{${sizes.reduce((a, b) => a + b)}}$`).test(stored)) return stored;
  let at = 0;
  return sizes
    .map((size) => {
      at += size;
      return stored.slice(at - size, at);
    })
    .join('-');
};

export const masks = {
  phone: { kind: 'phone', format: formatPhone, expects: 'digits10' },
  ssn: { kind: 'ssn', format: grouped([3, 2, 4]), expects: 'digits9' },
  ein: { kind: 'taxId', format: grouped([2, 7]), expects: 'digits9' },
  zip: { kind: 'zip', format: asIs, expects: 'digits' },
  zipExtension: { kind: 'zipExtension', format: asIs, expects: 'digits4' },
  routing: { kind: 'routingNumber', format: asIs, expects: 'digits9' },
  account: { kind: 'accountNumber', format: asIs, expects: 'digits' },
  mcc: { kind: 'mcc', format: asIs, expects: 'digits4' },
} satisfies Record<string, MaskSpec>;

type Name = FieldPath<FormValues>;

interface MaskedFieldProps {
  name: string;
  label: string;
  spec: MaskSpec;
  hint?: ReactNode;
  isSensitive?: boolean;
  autoComplete?: string;
}

export function MaskedField(props: MaskedFieldProps) {
  const { field } = useController<FormValues>({ name: props.name as Name });
  return (
    <MaskedInputField
      {...props}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

/** What the input shows for a value: normalised and formatted when it is well formed. */
export function shownAs(spec: MaskSpec, value: string): string {
  return spec.format(normalizeInput(spec.kind, value));
}

function MaskedInputField({
  name,
  label,
  spec,
  hint,
  isSensitive = false,
  autoComplete = 'off',
  value,
  onChange,
  onBlur,
  inputRef,
}: MaskedFieldProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const store = useEditorStore();
  const isReadOnly = useIsReadOnly();
  const [isRevealed, setIsRevealed] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const element = useRef<HTMLInputElement | null>(null);
  const mask = useRef<ReturnType<typeof IMask> | null>(null);
  // The value the form holds, as last sent to or received from the mask.
  const current = useRef(value);
  const intl = useIntl();
  const latest = useRef({ onChange, name, label, expects: spec.expects, intl });
  useEffect(() => {
    latest.current = { onChange, name, label, expects: spec.expects, intl };
  });
  const fillPlace = useZipPlaceFill(name, spec.kind);

  // The mask lives on the DOM input (IMask itself, no React state per keystroke), made once: it
  // keeps every character but control characters, so it is the same for every kind.
  useEffect(() => {
    const input = element.current;
    if (!input) return;
    // The input already shows the value (defaultValue): the mask reads it as it is, so opening
    // sets no value and no caret.
    const created = IMask(input, { mask: typingMask });
    created.on('accept', () => {
      const { onChange: change, name: field, label: named, expects, intl: words } = latest.current;
      const next = created.value;
      if (next === current.current) return;
      current.current = next;
      // The note follows the text, not the keystroke: it stays while the text holds a character
      // that is not part of a number, and a digit typed after it does not clear it.
      const refused = refusedCharacters(next);
      store.setEntry(
        'notes',
        field,
        refused === '' ? undefined : notANumberNote(words, refused, named, expects),
      );
      change(next);
    });
    mask.current = created;
    return () => {
      created.destroy();
      mask.current = null;
    };
  }, [store]);

  // A value set from outside (a "same address" copy, a reload) goes into the mask, shown formatted.
  useEffect(() => {
    const created = mask.current;
    if (!created || value === current.current) return;
    current.current = value;
    const shown = shownAs(spec, value);
    if (created.value !== shown) {
      // The form keeps `value`; the mask's accept sees the text it was given and stays quiet.
      current.current = shown;
      created.value = shown;
      current.current = value;
    }
  }, [value, spec]);

  /** Leaving the field shows the value formatted (the stored value is the same either way). */
  const onLeave = () => {
    const created = mask.current;
    if (created && !isReadOnly) {
      const shown = shownAs(spec, created.value);
      if (shown !== created.value) created.value = shown;
    }
    fillPlace(current.current);
    onBlur();
  };

  const input = (aria: InputAria) => (
    <input
      {...aria}
      ref={(node) => {
        element.current = node;
        inputRef(node);
      }}
      type={isSensitive && !isRevealed ? 'password' : 'text'}
      readOnly={isReadOnly}
      defaultValue={shownAs(spec, value)}
      inputMode={spec.kind === 'phone' ? 'tel' : 'numeric'}
      autoComplete={isSensitive ? 'new-password' : autoComplete}
      spellCheck={false}
      onBlur={onLeave}
    />
  );

  if (!isSensitive) {
    return (
      <FieldFrame name={name} label={label} hint={hint}>
        {input}
      </FieldFrame>
    );
  }
  return (
    <FieldFrame name={name} label={label} hint={hint} className="sensitive-field">
      {(aria) => (
        <span
          className="sensitive-input"
          ref={wrapper}
          onBlur={(event) => {
            // Hidden again once focus leaves both the input and its button.
            if (!wrapper.current?.contains(event.relatedTarget as Node | null))
              setIsRevealed(false);
          }}
        >
          {input(aria)}
          <button
            type="button"
            className="reveal-button"
            aria-pressed={isRevealed}
            aria-label={intl.formatMessage(
              { id: isRevealed ? 'editor.input.hideLabel' : 'editor.input.showLabel' },
              { label },
            )}
            onClick={() => setIsRevealed((shown) => !shown)}
          >
            {intl.formatMessage({ id: isRevealed ? 'editor.input.hide' : 'editor.input.show' })}
          </button>
        </span>
      )}
    </FieldFrame>
  );
}
