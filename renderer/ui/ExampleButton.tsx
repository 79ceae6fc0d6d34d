// One click to an example application (decisions 55): made from the spec's sample merchant and
// opened in the form, so a new agent can queue it to the sandbox at once. Offered only while the
// built-in sandbox is the environment in use: an invented merchant is never sent to a real
// service (core refuses to queue one anywhere else).
import { useLocation } from 'wouter';
import { appErrorOf } from '../data/unwrap';
import { useCreateExample } from '../data/use-example';
import { useIsSandboxInUse } from '../data/use-session';
import { FormattedMessage } from 'react-intl';
import { ErrorNotice } from './ErrorNotice';
import { routes } from './routes';

export function ExampleButton({
  className,
  leadingSpace = false,
}: {
  className?: string;
  /** After a sentence: a space before the button. */
  leadingSpace?: boolean;
}) {
  const create = useCreateExample();
  const [, navigate] = useLocation();
  if (!useIsSandboxInUse()) return null;
  return (
    <>
      {leadingSpace && ' '}
      <button
        type="button"
        className={className}
        aria-busy={create.isPending}
        onClick={() => {
          // Not mutate's own onSuccess: the empty Drafts home that holds this button is gone as
          // soon as the list shows the new draft, and an unmounted caller's callbacks never run.
          if (!create.isPending)
            void create
              .mutateAsync()
              .then((draft) => navigate(routes.draft(draft.id)))
              .catch(() => undefined); // shown by the ErrorNotice below
        }}
      >
        <FormattedMessage id="welcome.makeExample" />
      </button>
      {create.error && <ErrorNotice error={appErrorOf(create.error)} />}
    </>
  );
}
