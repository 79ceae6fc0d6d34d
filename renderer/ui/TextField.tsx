// One labelled text input bound to a string: the visible label named to the input (every control
// has a visible label and an accessible name), the input, then whatever follows it (a hint, a
// field error). The screens' plain inputs (search, a file path, a passphrase, a signer's name)
// all take this one shape; forms under react-hook-form register their inputs instead.
import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export function TextField({
  id,
  label,
  value,
  onChange,
  isInline = false,
  after,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Label and input on one line (a toolbar's search), not stacked. */
  isInline?: boolean;
  /** After the input: its hint or error, each with the id the input's aria-describedby names. */
  after?: ReactNode;
}) {
  return (
    <p className={isInline ? 'field inline' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      {after}
    </p>
  );
}
