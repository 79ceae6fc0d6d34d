// The plain inputs: text, US state picker, code picker, date, checkbox. Native controls carry their
// own keyboard and screen-reader behaviour (a <select> is a listbox, <input type="date"> has its
// own picker), cost nothing in the bundle and need no runtime styles, which the strict CSP forbids.
// A text field whose kind has a normal form (a share, an invite code, an e-mail) shows it when
// focus leaves ("85%" -> 85, "tzs4 beh8 r7vs" -> TZS4-BEH8-R7VS, decisions 28): the same value
// that is stored, so the agent sees what will be sent.
import { useState, type HTMLAttributes } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { codeLabel } from '../../words/field-messages';
import { codeEntries, type CodeTableName } from '../../../shared/codes';
import { normalizeInput } from '../../../shared/merchant/normalize';
import { usStateCodes } from '../../../shared/merchant/us-states';
import { useIsReadOnly } from '../editor-store';
import { inputIdOf, kindOf, type FormValues } from '../form-values';
import { FieldFrame } from './FieldFrame';
import { usStateNames } from './us-state-names';

type Name = FieldPath<FormValues>;

interface BaseProps {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({
  name,
  label,
  hint,
  autoComplete = 'off',
  inputMode,
  type = 'text',
}: BaseProps & {
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'url' | 'tel';
}) {
  const { register, setValue } = useFormContext<FormValues>();
  const isReadOnly = useIsReadOnly();
  const kind = kindOf(name);
  const registration = register(name as Name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(aria) => (
        <input
          type={type}
          readOnly={isReadOnly}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={false}
          {...aria}
          {...registration}
          onBlur={(event) => {
            const shown = kind === undefined ? undefined : normalizeInput(kind, event.target.value);
            if (!isReadOnly && shown !== undefined && shown !== event.target.value)
              setValue(name as Name, shown as never, { shouldDirty: true });
            return registration.onBlur(event);
          }}
        />
      )}
    </FieldFrame>
  );
}

// Made once: fifteen state pickers share the same 59 option elements' descriptions. The states'
// codes and names are names, the same in every language (decisions 93).
const stateOptions = usStateCodes.map((code) => (
  <option key={code} value={code} translate="no">
    {code} – {usStateNames[code]}
  </option>
));

export function StateField({ name, label, hint }: BaseProps) {
  const { register, getValues } = useFormContext<FormValues>();
  const isReadOnly = useIsReadOnly();
  const [initial] = useState(() => String(getValues(name as Name) ?? ''));
  const isUnlisted = initial !== '' && !(usStateCodes as readonly string[]).includes(initial);
  const intl = useIntl();
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(aria) => (
        // A <select> has no read-only state: disabled is the only way to keep its value.
        <select {...aria} {...register(name as Name)} disabled={isReadOnly}>
          <option value="">{intl.formatMessage({ id: 'editor.input.chooseState' })}</option>
          {isUnlisted && (
            <option value={initial}>
              {intl.formatMessage({ id: 'editor.input.notStateCode' }, { code: initial })}
            </option>
          )}
          {stateOptions}
        </select>
      )}
    </FieldFrame>
  );
}

const otherCode = 'other';

/**
 * A code field (decisions 15): the provisional table's labels to choose from, and "Another code"
 * for any code the table lacks, typed as a number.
 */
export function CodeField({ name, label, hint, table }: BaseProps & { table: CodeTableName }) {
  const { field } = useController<FormValues>({ name: name as Name });
  const value = String(field.value ?? '');
  const entries = codeEntries(table);
  const isListed = entries.some((entry) => String(entry.code) === value);
  const [isOther, setIsOther] = useState(value !== '' && !isListed);
  const isReadOnly = useIsReadOnly();
  const intl = useIntl();
  return (
    <FieldFrame
      name={name}
      label={label}
      hint={hint}
      after={
        isOther && (
          <span className="other-code">
            <label htmlFor={`${inputIdOf(name)}-other`}>
              {intl.formatMessage({ id: 'editor.input.codeOf' }, { label })}
            </label>
            <input
              id={`${inputIdOf(name)}-other`}
              aria-describedby={`${inputIdOf(name)}-message`}
              inputMode="numeric"
              autoComplete="off"
              readOnly={isReadOnly}
              value={value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          </span>
        )
      }
    >
      {(aria) => (
        <select
          {...aria}
          ref={field.ref}
          disabled={isReadOnly}
          value={isOther ? otherCode : value}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosen = event.target.value;
            setIsOther(chosen === otherCode);
            field.onChange(chosen === otherCode ? '' : chosen);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'editor.input.choose' })}</option>
          {entries.map((entry) => (
            <option key={entry.code} value={String(entry.code)}>
              {intl.formatMessage(
                { id: 'editor.input.codeOption' },
                { label: codeLabel(intl, table, entry), code: entry.code },
              )}
            </option>
          ))}
          <option value={otherCode}>
            {intl.formatMessage({ id: 'editor.input.anotherCode' })}
          </option>
        </select>
      )}
    </FieldFrame>
  );
}

const storedDate = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})$/;

/** A date picker storing the spec's `YYYY-MM-DDTHH:MM:SS` (midnight unless a time was stored). */
export function DateField({ name, label, hint }: BaseProps) {
  const { field } = useController<FormValues>({ name: name as Name });
  const value = String(field.value ?? '');
  const match = storedDate.exec(value);
  const isUnreadable = value !== '' && !match;
  const isReadOnly = useIsReadOnly();
  const intl = useIntl();
  return (
    <FieldFrame
      name={name}
      label={label}
      hint={
        isUnreadable ? intl.formatMessage({ id: 'editor.input.unreadableDate' }, { value }) : hint
      }
    >
      {(aria) => (
        <input
          type="date"
          {...aria}
          ref={field.ref}
          readOnly={isReadOnly}
          value={match?.[1] ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const day = event.target.value;
            field.onChange(day === '' ? '' : `${day}T${match?.[2] ?? '00:00:00'}`);
          }}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext<FormValues>();
  const isReadOnly = useIsReadOnly();
  const id = inputIdOf(name);
  return (
    <div className="field checkbox-field">
      <input type="checkbox" id={id} {...register(name as Name)} disabled={isReadOnly} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
