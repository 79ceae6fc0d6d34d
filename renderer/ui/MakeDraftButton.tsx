// A button that has core make a new draft from an application and opens it in the editor: the
// one pattern behind "Start a new application from this one" (Needs action, decisions 51) and
// "New location for this merchant" (decisions 82). A second press while core works does nothing;
// a refusal is told in the words of its code, naming the merchant.
import { useIntl } from 'react-intl';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Result } from '../../shared/result';
import { errorSentence } from '../words/errors';
import { routes } from './routes';
import { useToast } from './toasts';

export function MakeDraftButton({
  name,
  make,
  madeWords,
  focusField,
  className,
  children,
}: {
  /** The merchant's name, in the toast and the button's accessible name. */
  name: string;
  make: () => Promise<Result<{ id: string }>>;
  madeWords: (name: string) => string;
  /** The editor field the new draft opens at, when it is not the first. */
  focusField?: string;
  className: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const notify = useToast();
  const [, navigate] = useLocation();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-busy={isBusy}
      onClick={async () => {
        if (isBusy) return;
        setIsBusy(true);
        const made = await make();
        setIsBusy(false);
        if (!made.ok) return notify(`${name}: ${errorSentence(intl, made.error)}`, 'problem');
        notify(madeWords(name), 'success');
        navigate(routes.draft(made.value.id, focusField));
      }}
    >
      {children}
      <span className="visually-hidden"> ({name})</span>
    </button>
  );
}
