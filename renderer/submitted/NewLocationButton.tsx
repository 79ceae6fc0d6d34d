// "New location for this merchant" from an opened merchant's details (decisions 82): a new draft
// made in core from the application this merchant came from, opened at the Location section's
// first field, the one thing left to type.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useDraftActions } from '../data/use-draft-actions';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { errorSentence } from '../words/errors';
import { newLocationActionWords, newLocationMadeWords } from '../words/new-location';

export function NewLocationButton({ draftId, name }: { draftId: string; name: string }) {
  const actions = useDraftActions();
  const notify = useToast();
  const [, navigate] = useLocation();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      className="small"
      aria-busy={isBusy}
      onClick={async () => {
        if (isBusy) return;
        setIsBusy(true);
        const made = await actions.newLocation(draftId);
        setIsBusy(false);
        if (!made.ok) return notify(`${name}: ${errorSentence(made.error)}`, 'problem');
        notify(newLocationMadeWords(name), 'success');
        navigate(routes.draft(made.value.id, 'locationName'));
      }}
    >
      {newLocationActionWords}
      <span className="visually-hidden"> ({name})</span>
    </button>
  );
}
