// Settings: environments (add, edit, remove), how often statuses are refreshed, where the data
// folder is, how secrets are protected on this computer in plain words, and the app's version and
// update state; in the agent's language (decisions 91). Names and paths are data.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppInfo } from '../../shared/ipc/app-info-schema';
import type { MessageId } from '../i18n/message-ids';
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
import { useManagedBy } from './ManagedNote';
import { ManagedNumberField } from './ManagedNumberField';
import { OrganisationSettings } from './OrganisationSettings';
import { setByWords } from '../words/policy';
import { PricingPlans } from './PricingPlans';
import { SettingsSection } from './SettingsSection';

/** The catalogue's <hidden> tag: words for a screen reader only (the environment's name). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

function EditEnvironment({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const environment = useEnvironment(id);
  if (environment.error) return <ErrorNotice error={appErrorOf(environment.error)} />;
  if (!environment.data)
    return (
      <p>
        <FormattedMessage id="settings.loading" />
      </p>
    );
  return <EnvironmentForm environment={environment.data} onDone={onDone} />;
}

function Environments() {
  const intl = useIntl();
  const notify = useToast();
  const environments = useEnvironments().data;
  const policy = useManagedBy((state) => state.managed.length > 0);
  const canAdd = policy?.areAgentEnvironmentsAllowed !== false;
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const remove = useRemoveEnvironment(() =>
    notify(intl.formatMessage({ id: 'settings.environment.removed' })),
  );
  const done = (message: string) => {
    setEditing({ kind: 'none' });
    if (message) notify(message, 'success');
  };
  return (
    <SettingsSection
      id="environments"
      heading={<FormattedMessage id="settings.environments.heading" />}
    >
      <ul className="environment-list">
        {environments?.environments.map((environment) => (
          <li key={environment.id}>
            <strong translate="no">{environment.name}</strong>
            {environment.id === environments.selectedId && (
              <span className="badge">
                <FormattedMessage id="settings.environment.inUse" />
              </span>
            )}{' '}
            {environment.kind === 'sandbox' ? (
              <span className="muted">
                <FormattedMessage id="settings.environment.sandbox" />
              </span>
            ) : (
              <span className="muted" translate="no">
                {environment.baseUrl}
              </span>
            )}
            {environment.kind === 'remote' && environment.isManaged && policy && (
              <span className="managed-note">{setByWords(intl, policy)}</span>
            )}
            {environment.kind === 'remote' && !environment.isManaged && (
              <span className="row-actions">
                <button
                  type="button"
                  className="small"
                  onClick={() => setEditing({ kind: 'edit', id: environment.id })}
                >
                  <FormattedMessage
                    id="settings.environment.edit"
                    values={{ name: environment.name, hidden }}
                  />
                </button>
                <button
                  type="button"
                  className="small"
                  disabled={remove.isPending}
                  onClick={() => {
                    const question = intl.formatMessage(
                      { id: 'settings.environment.removeConfirm' },
                      { name: environment.name },
                    );
                    if (window.confirm(question)) remove.mutate(environment.id);
                  }}
                >
                  <FormattedMessage
                    id="settings.environment.remove"
                    values={{ name: environment.name, hidden }}
                  />
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
          <FormattedMessage id="settings.environment.add" />
        </button>
      )}
      {!canAdd && policy && (
        <p id="add-environment-managed" className="managed-note">
          <FormattedMessage
            id="settings.environment.onlyOrganisation"
            values={{ setBy: setByWords(intl, policy) }}
          />
        </p>
      )}
      {editing.kind === 'add' && <EnvironmentForm onDone={done} />}
      {editing.kind === 'edit' && (
        <EditEnvironment key={editing.id} id={editing.id} onDone={done} />
      )}
    </SettingsSection>
  );
}

function StatusRefresh() {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const managed = useManagedBy((state) => state.managed.includes('statusRefreshMinutes'));
  return (
    <SettingsSection id="refresh" heading={<FormattedMessage id="settings.refresh.heading" />}>
      <ManagedNumberField
        id="poll-minutes"
        label={<FormattedMessage id="settings.refresh.label" />}
        hint={<FormattedMessage id="settings.refresh.hint" />}
        min={0}
        max={1440}
        saved={settings?.statusPollMinutes}
        managedBy={managed}
        isLocked={managed !== undefined}
        save={(statusPollMinutes, onSaved) =>
          update.mutate({ statusPollMinutes }, { onSuccess: onSaved })
        }
        error={update.error}
      />
    </SettingsSection>
  );
}

function protectionMessage(info: AppInfo): MessageId {
  const storage = info.secretStorage;
  if (!storage.isAvailable) return 'settings.protection.unavailable';
  if (storage.isOsKeychain) return 'settings.protection.keychain';
  if (storage.isWeak) return 'settings.protection.weak';
  return 'settings.protection.browser';
}

function AboutThisComputer() {
  const info = useAppInfo().data;
  if (!info) return null;
  return (
    <>
      <SettingsSection
        id="protection"
        heading={<FormattedMessage id="settings.protection.heading" />}
      >
        <p>
          <FormattedMessage id={protectionMessage(info)} />
        </p>
        {info.secretStorage.isWeak && <WeakProtectionConsent />}
      </SettingsSection>
      <SettingsSection id="data" heading={<FormattedMessage id="settings.dataFolder.heading" />}>
        <p>
          <FormattedMessage
            id="settings.dataFolder.where"
            values={{ path: <code className="path">{info.dataDir}</code> }}
          />
        </p>
      </SettingsSection>
      <SettingsSection id="about" heading={<FormattedMessage id="settings.about.heading" />}>
        <p>
          <FormattedMessage
            id="settings.about.line"
            values={{
              version: info.version,
              mode: info.mode === 'browser' ? 'browser' : 'desktop',
              platform: <span translate="no">{info.platform}</span>,
              hasUpdate: info.update ? 'yes' : 'no',
              update: info.update?.version ?? '',
            }}
          />
        </p>
      </SettingsSection>
    </>
  );
}

export function SettingsScreen() {
  return (
    <section aria-labelledby="settings-heading" className="screen narrow">
      <h1 id="settings-heading">
        <FormattedMessage id="settings.heading" />
      </h1>
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
