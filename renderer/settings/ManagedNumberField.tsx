// A number the agent sets in Settings and the organisation may set instead (decisions 84): the
// status refresh's minutes and retention's days. Typed, then saved with Save; when the
// organisation sets it, the input is locked, Save is not offered, and the note saying who sets it
// is the input's accessible description before its hint.
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PolicyState } from '../../shared/policy/policy-state-schema';
import { appErrorOf } from '../data/unwrap';
import { ErrorNotice } from '../ui/ErrorNotice';
import { ManagedNote } from './ManagedNote';

export function ManagedNumberField({
  id,
  label,
  hint,
  min,
  max,
  saved,
  managedBy,
  isLocked,
  save,
  error,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  min: number;
  max: number;
  /** The value in settings (undefined while loading). */
  saved: number | undefined;
  /** The policy whose note is shown here (it may set this value or a neighbour of it). */
  managedBy: PolicyState | undefined;
  /** The organisation sets this very value: the input is locked. */
  isLocked: boolean;
  /** Saves the typed value; `onSaved` lets the field show the saved value again. */
  save: (value: number, onSaved: () => void) => void;
  error: unknown;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? String(saved ?? '');
  const problem = error ? appErrorOf(error) : undefined;
  const noteId = `${id}-managed`;
  const hintId = `${id}-hint`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save(Number(value), () => setTyped(null));
      }}
    >
      <p className="field inline">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="short-number"
          type="number"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={isLocked}
          aria-describedby={managedBy ? `${noteId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!isLocked && (
          <button type="submit" className="small">
            <FormattedMessage id="settings.save" />
          </button>
        )}
      </p>
      {managedBy && <ManagedNote id={noteId} state={managedBy} />}
      <p id={hintId} className="hint">
        {hint}
      </p>
      {problem && <ErrorNotice error={problem} />}
    </form>
  );
}
