// Inputs with a mask (IMask, through react-imask's export): shown formatted, stored as the spec wants (digits only, or
// `12345-6789` for a ZIP). The mask silently drops what does not fit, so characters it refused are
// named on the field ("Letters were left out"), and the value already there stays as it was.
// Sensitive numbers (SSN, tax id, account number) are hidden like a password until the agent asks
// to see them, and hidden again as soon as focus leaves the field: that keeps them out of
// screenshots and out of sight across the counter.
import { useEffect, useRef, useState } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { IMask } from 'react-imask';
import { useEditorStore, useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import { FieldFrame, type InputAria } from './FieldFrame';

export interface MaskSpec {
  mask: string | RegExp;
  /** What the form keeps: the digits alone, or the formatted text (a ZIP keeps its hyphen). */
  stores: 'digits' | 'formatted';
  /** Characters that are part of typing or pasting such a value (digits, spaces, separators). */
  accepts: RegExp;
  /** "digits only" in the note about refused characters. */
  expects: string;
}

const digitTyping = /[\d\s().+-]/u;

export const masks = {
  phone: { mask: '(000) 000-0000', stores: 'digits', accepts: digitTyping, expects: '10 digits' },
  ssn: { mask: '000-00-0000', stores: 'digits', accepts: digitTyping, expects: '9 digits' },
  ein: { mask: '00-0000000', stores: 'digits', accepts: digitTyping, expects: '9 digits' },
  zip: { mask: '00000[-0000]', stores: 'formatted', accepts: digitTyping, expects: 'digits' },
  zipExtension: { mask: '0000', stores: 'digits', accepts: digitTyping, expects: '4 digits' },
  routing: { mask: '000000000', stores: 'digits', accepts: digitTyping, expects: '9 digits' },
  account: { mask: /^\d{0,17}$/, stores: 'digits', accepts: digitTyping, expects: 'digits' },
  mcc: { mask: '0000', stores: 'digits', accepts: digitTyping, expects: '4 digits' },
} satisfies Record<string, MaskSpec>;

type Name = FieldPath<FormValues>;

interface MaskedFieldProps {
  name: string;
  label: string;
  spec: MaskSpec;
  hint?: string;
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

const pipes = new WeakMap<MaskSpec, (value: string) => string>();

/** The stored value as the mask shows it, for the input's first render. */
function formatted(spec: MaskSpec, value: string): string {
  let pipe = pipes.get(spec);
  if (!pipe) {
    pipe = IMask.createPipe(
      { mask: spec.mask as never },
      spec.stores === 'digits' ? IMask.PIPE_TYPE.UNMASKED : IMask.PIPE_TYPE.MASKED,
      IMask.PIPE_TYPE.MASKED,
    ) as (value: string) => string;
    pipes.set(spec, pipe);
  }
  return pipe(value);
}

function refusedCharacters(text: string, accepts: RegExp): string {
  const refused = [...new Set([...text].filter((character) => !accepts.test(character)))];
  return refused.slice(0, 8).join('');
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
  // Whether the latest typing or paste had characters the mask refused: then its note stays.
  const hadRefused = useRef(false);
  const latest = useRef({ onChange, name, stores: spec.stores });
  useEffect(() => {
    latest.current = { onChange, name, stores: spec.stores };
  });

  // The mask lives on the DOM input (IMask itself, no React state per keystroke), made again only
  // when the pattern changes (the tax ID switches between SSN and EIN).
  useEffect(() => {
    const input = element.current;
    if (!input) return;
    // The input already shows the value formatted (defaultValue), so the new mask reads it as it
    // is; writing it again would set the value and the caret of every masked input on opening.
    const created = IMask(input, { mask: spec.mask as never });
    const held = spec.stores === 'digits' ? created.unmaskedValue : created.value;
    if (held !== current.current) {
      if (spec.stores === 'digits') created.unmaskedValue = current.current;
      else created.value = current.current;
    }
    created.on('accept', () => {
      const { onChange: change, name: field, stores } = latest.current;
      const next = stores === 'digits' ? created.unmaskedValue : created.value;
      if (!hadRefused.current) store.setEntry('notes', field, undefined);
      if (next === current.current) return;
      current.current = next;
      change(next);
    });
    mask.current = created;
    return () => {
      created.destroy();
      mask.current = null;
    };
  }, [spec.mask, spec.stores, store]);

  // A value set from outside (a "same address" copy, a reload) goes into the mask.
  useEffect(() => {
    const created = mask.current;
    if (!created || value === current.current) return;
    current.current = value;
    if (spec.stores === 'digits') created.unmaskedValue = value;
    else created.value = value;
  }, [value, spec.stores]);

  useEffect(() => {
    const input = element.current;
    if (!input) return;
    const note = (text: string | null | undefined) => {
      // A paste into a read-only input still raises the event, though nothing is typed.
      if (input.readOnly) return;
      const refused = refusedCharacters(text ?? '', spec.accepts);
      hadRefused.current = refused !== '';
      if (refused === '') return;
      store.setEntry('notes', name, `“${refused}” left out: ${label} takes ${spec.expects} only`);
    };
    const onBeforeInput = (event: InputEvent) => note(event.data);
    const onPaste = (event: ClipboardEvent) => note(event.clipboardData?.getData('text'));
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('paste', onPaste);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('paste', onPaste);
    };
  }, [store, name, label, spec]);

  const input = (aria: InputAria) => (
    <input
      {...aria}
      ref={(node) => {
        element.current = node;
        inputRef(node);
      }}
      type={isSensitive && !isRevealed ? 'password' : 'text'}
      readOnly={isReadOnly}
      defaultValue={formatted(spec, value)}
      inputMode="numeric"
      autoComplete={isSensitive ? 'new-password' : autoComplete}
      spellCheck={false}
      onBlur={onBlur}
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
            aria-label={`${isRevealed ? 'Hide' : 'Show'} ${label}`}
            onClick={() => setIsRevealed((shown) => !shown)}
          >
            {isRevealed ? 'Hide' : 'Show'}
          </button>
        </span>
      )}
    </FieldFrame>
  );
}
