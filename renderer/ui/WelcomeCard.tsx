// The one-time welcome card (decisions 55): shown until dismissed, the dismissal kept in settings
// (welcomeDismissed) so it stays gone after a reload or restart; Settings can show it again.
// Shown above the drafts home while it has no application at all (a first run), so it never
// pushes an agent's applications down the screen. Only while the built-in sandbox is the
// environment in use: its words say nothing here is real, which is false anywhere else, as on a
// laptop whose organisation turned the practice sandbox off (decisions 84).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useIsSandboxInUse, useSettings, useUpdateSettings } from '../data/use-session';
import { useDraftCounts } from '../data/use-drafts';
import { FormattedMessage } from 'react-intl';
import { welcomeJourney, welcomeMarkers } from '../words/welcome';
import { ExampleButton } from './ExampleButton';
import { routes } from './routes';

export function WelcomeCard() {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  // Gone at the click, not when main has saved it; shown again when Settings asks.
  const [hiddenWhileSaving, setHiddenWhileSaving] = useState(false);
  // On the drafts home only: the first screen, where its example button leads.
  const [location] = useLocation();
  const counts = useDraftCounts().data;
  const isSandboxInUse = useIsSandboxInUse();
  if (location !== routes.drafts || counts === undefined || counts.total > 0) return null;
  if (!isSandboxInUse) return null;
  if (settings === undefined || settings.welcomeDismissed || hiddenWhileSaving) return null;
  return (
    <section className="welcome-card" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">
        <FormattedMessage id="welcome.heading" />
      </h2>
      <p>
        <FormattedMessage id="welcome.sandbox" />
      </p>
      <ol className="welcome-journey">
        {welcomeJourney.map(({ step, says }) => (
          <li key={step}>
            <strong>
              <FormattedMessage id={step} />
            </strong>
            : <FormattedMessage id={says} />
          </li>
        ))}
      </ol>
      <p>
        <FormattedMessage id="welcome.markersIntro" />
      </p>
      <ul className="welcome-markers">
        {welcomeMarkers.map(({ marker, does }) => (
          <li key={marker}>
            <code>{marker}</code>: <FormattedMessage id={does} />
          </li>
        ))}
      </ul>
      <p className="muted">
        <FormattedMessage id="welcome.offline" />
      </p>
      <p className="actions">
        <ExampleButton className="primary" />{' '}
        <button
          type="button"
          onClick={() => {
            setHiddenWhileSaving(true);
            update.mutate(
              { welcomeDismissed: true },
              { onSettled: () => setHiddenWhileSaving(false) },
            );
          }}
          aria-busy={update.isPending}
        >
          <FormattedMessage id="welcome.dismiss" />
        </button>
      </p>
    </section>
  );
}
