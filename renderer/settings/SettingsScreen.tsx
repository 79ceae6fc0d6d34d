// Settings: environments (add, edit, remove), how often statuses are refreshed, where the data
// folder is, how secrets are protected on this computer in plain words, and the app's version and
// update state.
import { useState } from 'react';
import type { AppInfo } from '../../shared/ipc/app-info-schema';
import { useToast } from '../ui/toasts';
import { appErrorOf } from '../data/unwrap';
import { useEnvironment, useRemoveEnvironment } from '../data/use-environments';
import { useAppInfo, useEnvironments, useSettings, useUpdateSettings } from '../data/use-session';
import { WeakProtectionConsent } from '../ui/WeakProtectionConsent';
import { ErrorNotice } from '../ui/ErrorNotice';
import { EnvironmentForm } from './EnvironmentForm';
import { ExportApplications } from './ExportApplications';
import { ImportApplications } from './ImportApplications';
import { SupportBundle } from './SupportBundle';
import { Retention } from './Retention';
import { SigningSettings } from './SigningSettings';
import { Practice } from './Practice';
import { ManagedNote, useManagedBy } from './ManagedNote';
import { OrganisationSettings } from './OrganisationSettings';
import { setByWords } from '../words/policy';
import { PricingPlans } from './PricingPlans';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

function EditEnvironment({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const environment = useEnvironment(id);
  if (environment.error) return <ErrorNotice error={appErrorOf(environment.error)} />;
  if (!environment.data) return <p>Loading…</p>;
  return <EnvironmentForm environment={environment.data} onDone={onDone} />;
}

function Environments() {
  const notify = useToast();
  const environments = useEnvironments().data;
  const policy = useManagedBy((state) => state.managed.length > 0);
  const canAdd = policy?.areAgentEnvironmentsAllowed !== false;
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const remove = useRemoveEnvironment(() =>
    notify('Environment removed, with its stored sign-in.'),
  );
  const done = (message: string) => {
    setEditing({ kind: 'none' });
    if (message) notify(message, 'success');
  };
  return (
    <section aria-labelledby="environments-heading">
      <h2 id="environments-heading">Environments</h2>
      <ul className="environment-list">
        {environments?.environments.map((environment) => (
          <li key={environment.id}>
            <strong>{environment.name}</strong>
            {environment.id === environments.selectedId && <span className="badge">In use</span>}
            <span className="muted">
              {environment.kind === 'sandbox'
                ? ' Built into Boarding Desk, for practice; always available.'
                : ` ${environment.baseUrl}`}
            </span>
            {environment.kind === 'remote' && environment.isManaged && policy && (
              <span className="managed-note">{setByWords(policy)}</span>
            )}
            {environment.kind === 'remote' && !environment.isManaged && (
              <span className="row-actions">
                <button
                  type="button"
                  className="small"
                  onClick={() => setEditing({ kind: 'edit', id: environment.id })}
                >
                  Edit<span className="visually-hidden"> {environment.name}</span>
                </button>
                <button
                  type="button"
                  className="small"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Remove ${environment.name} and its stored sign-in?`))
                      remove.mutate(environment.id);
                  }}
                >
                  Remove<span className="visually-hidden"> {environment.name}</span>
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {remove.error && <ErrorNotice error={appErrorOf(remove.error)} />}
      {editing.kind === 'none' && (
        <button
          type="button"
          disabled={!canAdd}
          aria-describedby={canAdd ? undefined : 'add-environment-managed'}
          onClick={() => setEditing({ kind: 'add' })}
        >
          Add an environment
        </button>
      )}
      {!canAdd && policy && (
        <p id="add-environment-managed" className="managed-note">
          {setByWords(policy)}: only the organisation&rsquo;s environments are used.
        </p>
      )}
      {editing.kind === 'add' && <EnvironmentForm onDone={done} />}
      {editing.kind === 'edit' && (
        <EditEnvironment key={editing.id} id={editing.id} onDone={done} />
      )}
    </section>
  );
}

function StatusRefresh() {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const managed = useManagedBy((state) => state.managed.includes('statusRefreshMinutes'));
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(settings?.statusPollMinutes ?? '');
  const problem = update.error ? appErrorOf(update.error) : undefined;
  return (
    <section aria-labelledby="refresh-heading">
      <h2 id="refresh-heading">Status refresh</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ statusPollMinutes: Number(value) }, { onSuccess: () => setDraft(null) });
        }}
      >
        <p className="field inline">
          <label htmlFor="poll-minutes">Check submitted merchants every (minutes)</label>
          <input
            id="poll-minutes"
            className="short-number"
            type="number"
            min={0}
            max={1440}
            step={1}
            value={value}
            disabled={managed !== undefined}
            aria-describedby={
              managed ? 'poll-minutes-managed poll-minutes-hint' : 'poll-minutes-hint'
            }
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          {!managed && (
            <button type="submit" className="small">
              Save
            </button>
          )}
        </p>
        {managed && <ManagedNote id="poll-minutes-managed" state={managed} />}
        <p id="poll-minutes-hint" className="hint">
          0 turns automatic checks off; you can still refresh from Submitted. Only while online.
        </p>
        {problem && <ErrorNotice error={problem} />}
      </form>
    </section>
  );
}

function protectionWords(info: AppInfo): string {
  const storage = info.secretStorage;
  if (!storage.isAvailable)
    return 'This computer cannot encrypt secrets right now, so nothing secret is stored. Sign-in will not be kept.';
  if (storage.isOsKeychain)
    return 'Sign-in secrets and drafts are encrypted with a key held by your operating system’s keychain, unlocked by your login.';
  if (storage.isWeak)
    return 'This computer has no secure keyring. Secrets and drafts are protected only by a key stored on this computer, if you allow it below.';
  return 'Browser mode: the operating system keychain is not used. Secrets and drafts are encrypted (AES-256-GCM) with a key kept in a file in the data folder, readable only by your user account.';
}

function AboutThisComputer() {
  const info = useAppInfo().data;
  if (!info) return null;
  return (
    <>
      <section aria-labelledby="protection-heading">
        <h2 id="protection-heading">How secrets are protected</h2>
        <p>{protectionWords(info)}</p>
        {info.secretStorage.isWeak && <WeakProtectionConsent />}
      </section>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">Data folder</h2>
        <p>
          Drafts, the outbox and settings are kept in <code className="path">{info.dataDir}</code>.
          Drafts are encrypted there.
        </p>
      </section>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">About</h2>
        <p>
          Boarding Desk {info.version}, {info.mode === 'browser' ? 'browser mode' : 'desktop app'}{' '}
          on {info.platform}.{' '}
          {info.update
            ? `Version ${info.update.version} is downloaded and is installed when you quit.`
            : 'No update is waiting.'}
        </p>
      </section>
    </>
  );
}

export function SettingsScreen() {
  return (
    <section aria-labelledby="settings-heading" className="screen narrow">
      <h1 id="settings-heading">Settings</h1>
      <OrganisationSettings />
      <Environments />
      <StatusRefresh />
      <SigningSettings />
      <PricingPlans />
      <Practice />
      <ExportApplications />
      <ImportApplications />
      <Retention />
      <SupportBundle />
      <AboutThisComputer />
    </section>
  );
}
