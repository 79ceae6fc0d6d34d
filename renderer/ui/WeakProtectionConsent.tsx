// Linux without a keyring (Electron safeStorage "basic_text"): secrets and drafts could only be
// protected by a key kept beside them. Asked in plain words, off by default; the vault and draft
// store refuse until the agent agrees (settings acceptWeakEncryption).
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettings, useUpdateSettings } from '../data/use-session';

export function WeakProtectionConsent() {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const id = useId();
  return (
    <div className="consent">
      <p id={`${id}-why`}>
        <FormattedMessage id="weakProtection.why" />
      </p>
      <p>
        <input
          id={id}
          type="checkbox"
          checked={settings?.acceptWeakEncryption ?? false}
          aria-describedby={`${id}-why`}
          onChange={(event) => update.mutate({ acceptWeakEncryption: event.target.checked })}
        />{' '}
        <label htmlFor={id}>
          <FormattedMessage id="weakProtection.allow" />
        </label>
      </p>
    </div>
  );
}
