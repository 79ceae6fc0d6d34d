// "New location for this merchant" from an opened merchant's details (decisions 82): a new draft
// made in core from the application this merchant came from, opened at the Location section's
// first field, the one thing left to type. In the agent's language (decisions 91).
import { useIntl } from 'react-intl';
import { useDraftActions } from '../data/use-draft-actions';
import { MakeDraftButton } from '../ui/MakeDraftButton';
import { newLocationActionWords, newLocationMadeWords } from '../words/new-location';

export function NewLocationButton({ draftId, name }: { draftId: string; name: string }) {
  const actions = useDraftActions();
  const intl = useIntl();
  return (
    <MakeDraftButton
      name={name}
      make={() => actions.newLocation(draftId)}
      madeWords={(made) => newLocationMadeWords(intl, made)}
      focusField="locationName"
      className="small"
    >
      {newLocationActionWords(intl)}
    </MakeDraftButton>
  );
}
