// Linux without a keyring (Electron safeStorage "basic_text"): secrets and drafts could only be
// protected by a key kept beside them. Asked in plain words, off by default; the vault and draft
// store refuse until the agent agrees (settings acceptWeakEncryption).
import { useId } from 'react';
import { useSettings, useUpdateSettings } from '../data/use-session';

export function WeakProtectionConsent() {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const id = useId();
  return (
    <div className="consent">
      <p id={`${id}-why`}>
        This computer has no secure keyring, so Boarding Desk cannot lock sign-in secrets and drafts
        with your login. If you allow it, they are protected only by a key stored on this computer,
        which anyone who can read your files could use.
      </p>
      <p>
        <input
          id={id}
          type="checkbox"
          checked={settings?.acceptWeakEncryption ?? false}
          aria-describedby={`${id}-why`}
          onChange={(event) => update.mutate({ acceptWeakEncryption: event.target.checked })}
        />{' '}
        <label htmlFor={id}>Allow basic protection on this computer</label>
      </p>
    </div>
  );
}
