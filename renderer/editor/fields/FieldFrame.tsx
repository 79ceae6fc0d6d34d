// One field's frame: a visible label, the "Required" mark of the rule set in force, a hint, and
// the message line. The message is linked to the input (aria-describedby) and sits in a polite
// live region, so a screen reader announces it when it appears after the agent leaves the field.
// Messages, in order of precedence: the shared schema's (react-hook-form), the service's from the
// last rejection, then an input note (characters a mask refused). Warnings (decisions 29: an
// unlikely value; decisions 30: another application with the same number) have their own line
// under it, marked "Check" in words and by style, so they never read as an error and never count
// as one.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditorState, type EditorState } from '../editor-store';
import { fieldMessage } from '../../words/field-messages';
import { isRequiredIn } from '../../words/fields';
import { inputIdOf } from '../form-values';

export interface InputAria {
  id: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
  'aria-required': boolean;
}

interface FieldFrameProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Shown after the input, e.g. a reveal button or the keyed share. */
  after?: ReactNode;
  className?: string;
  children: (aria: InputAria) => ReactNode;
}

export function FieldFrame({ name, label, hint, after, className, children }: FieldFrameProps) {
  const id = inputIdOf(name);
  // One subscription for all of them: a string, so an unrelated change re-renders nothing. The
  // schema's message comes through the editor store too, not a react-hook-form subscription of
  // each field, which every keystroke in any field would have woken (decisions 90).
  const path = fieldPathOf(name);
  // A warning is worded here, in the agent's language, from the verdict it carries (decisions 93).
  const intl = useIntl();
  const wordedWarning = (state: EditorState) => {
    const found = state.warnings.find((entry) => entry.field === path);
    return found === undefined ? '' : fieldMessage(intl, found);
  };
  const [schemaMessage, serverError, note, required, warning, duplicate] = useEditorState(
    (state) =>
      `${state.schemaErrors?.[name] ?? ''}\u0000${state.serverErrors[name] ?? ''}\u0000${state.notes[name] ?? ''}\u0000${isRequiredIn(state.variant, name) ? 1 : 0}\u0000${wordedWarning(state)}\u0000${state.duplicates?.[name] ?? ''}`,
  ).split('\u0000');
  const schemaError = schemaMessage || undefined;
  const caution = [duplicate, warning].filter(Boolean).join(' ');
  const isRequired = required === '1';
  const error = schemaError ?? (serverError || undefined);
  const message = error ?? (note || undefined);
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' has-error' : ''}`}>
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {isRequired && (
          <span className="required-mark" aria-hidden="true">
            <FormattedMessage id="editor.frame.required" />
          </span>
        )}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="field-input-row">
        {children({
          id,
          'aria-describedby': [
            `${id}-message`,
            caution ? `${id}-warning` : '',
            hint ? `${id}-hint` : '',
          ]
            .filter(Boolean)
            .join(' '),
          'aria-invalid': error !== undefined,
          'aria-required': isRequired,
        })}
        {after}
      </div>
      <p
        className={error ? 'field-message is-error' : 'field-message'}
        id={`${id}-message`}
        aria-live="polite"
      >
        {message}
      </p>
      <p
        className={caution ? 'field-warning has-warning' : 'field-warning'}
        id={`${id}-warning`}
        aria-live="polite"
      >
        {caution && (
          <FormattedMessage
            id="editor.frame.check"
            values={{ caution, b: (chunks) => <strong>{chunks}</strong> }}
          />
        )}
      </p>
    </div>
  );
}

/** `owner.0.dob` as the field path of errors and warnings, `owner[0].dob` (decisions 17). */
function fieldPathOf(name: string): string {
  return name.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}
