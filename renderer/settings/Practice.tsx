// Practice and first run (decisions 54, 55): "Simulate no connection" for the built-in sandbox
// only, and the welcome card shown again on request. In the agent's language (decisions 91).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appErrorOf } from '../data/unwrap';
import { useEnvironments, useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { setByWords } from '../words/policy';
import { useManagedBy } from './ManagedNote';
import { SettingsSection } from './SettingsSection';

export function Practice() {
  const intl = useIntl();
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
    <SettingsSection id="practice" heading={<FormattedMessage id="settings.practice.heading" />}>
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
        <label htmlFor="simulate-offline">
          <FormattedMessage id="settings.practice.simulateOffline" />
        </label>
      </p>
      <p id="simulate-offline-hint" className="hint">
        {sandboxOffBy ? (
          <FormattedMessage
            id="settings.practice.offBy"
            values={{ setBy: setByWords(intl, sandboxOffBy) }}
          />
        ) : (
          <FormattedMessage
            id={isSandbox ? 'settings.practice.hint' : 'settings.practice.onlySandbox'}
          />
        )}
      </p>
      <p>
        <button
          type="button"
          disabled={settings?.welcomeDismissed !== true}
          onClick={() => update.mutate({ welcomeDismissed: false })}
        >
          <FormattedMessage id="settings.welcome.showAgain" />
        </button>
      </p>
      {update.error && <ErrorNotice error={appErrorOf(update.error)} />}
    </SettingsSection>
  );
}
