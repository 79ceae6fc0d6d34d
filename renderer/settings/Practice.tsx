// Practice and first run (decisions 54, 55): "Simulate no connection" for the built-in sandbox
// only, and the welcome card shown again on request.
import { useState } from 'react';
import { appErrorOf } from '../data/unwrap';
import { useEnvironments, useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { setByWords } from '../words/policy';
import { showWelcomeLabel } from '../words/welcome';
import { useManagedBy } from './ManagedNote';

export function Practice() {
  const settings = useSettings().data;
  const environments = useEnvironments().data;
  const update = useUpdateSettings();
  const selected = environments?.environments.find((e) => e.id === environments.selectedId);
  const isSandbox = selected?.kind === 'sandbox';
  // The organisation may turn the practice sandbox off (decisions 84).
  const sandboxOffBy = useManagedBy((state) => !state.isSandboxOffered);
  // The box follows the click at once; settings catch up when main has saved it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const isOn = asked ?? settings?.simulateOffline === true;
  return (
    <section aria-labelledby="practice-heading">
      <h2 id="practice-heading">Practice</h2>
      <p className="field inline">
        <input
          id="simulate-offline"
          type="checkbox"
          checked={isSandbox && isOn}
          disabled={!isSandbox || settings === undefined}
          aria-describedby="simulate-offline-hint"
          onChange={(event) => {
            setAsked(event.target.checked);
            update.mutate(
              { simulateOffline: event.target.checked },
              { onSettled: () => setAsked(null) },
            );
          }}
        />
        <label htmlFor="simulate-offline">Simulate no connection</label>
      </p>
      <p id="simulate-offline-hint" className="hint">
        {sandboxOffBy
          ? `${setByWords(sandboxOffBy)}: the practice sandbox is off.`
          : isSandbox
            ? 'Built-in sandbox only. While on, the app behaves exactly as with no connection and sends nothing: queued applications wait in the outbox and go, once each, when you switch it off.'
            : 'Only with the built-in sandbox: choose it as the environment to practise.'}
      </p>
      <p>
        <button
          type="button"
          disabled={settings?.welcomeDismissed !== true}
          onClick={() => update.mutate({ welcomeDismissed: false })}
        >
          {showWelcomeLabel}
        </button>
      </p>
      {update.error && <ErrorNotice error={appErrorOf(update.error)} />}
    </section>
  );
}
