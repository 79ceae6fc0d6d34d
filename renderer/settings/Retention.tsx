// Settings, What is kept: what is on this laptop, how long submitted applications keep their
// numbers, and what retention will do next, announced before it acts (decisions 44). In the
// agent's language (decisions 91).
import { FormattedMessage, useIntl } from 'react-intl';
import { appErrorOf } from '../data/unwrap';
import { useApplyRetention, useRefreshRetention, useRetentionState } from '../data/use-retention';
import { useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { retentionDay } from '../words/retention';
import { useManagedBy } from './ManagedNote';
import { ManagedNumberField } from './ManagedNumberField';
import { SettingsSection } from './SettingsSection';

export function Retention() {
  const intl = useIntl();
  const state = useRetentionState();
  const apply = useApplyRetention();
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const refresh = useRefreshRetention();
  const managed = useManagedBy(
    (policy) => policy.managed.includes('retentionDays') || policy.managed.includes('trashDays'),
  );
  const current = state.data;
  const due = current?.due;
  const hasDue = due !== undefined && due.submittedToReduce + due.trashToEmpty > 0;
  return (
    <SettingsSection id="retention" heading={<FormattedMessage id="retention.heading" />}>
      {current && (
        <ul aria-label={intl.formatMessage({ id: 'retention.onThisLaptop' })}>
          <li>
            <FormattedMessage
              id="retention.applications"
              values={{ count: current.onThisLaptop.applications }}
            />
          </li>
          <li>
            <FormattedMessage
              id="retention.submitted"
              values={{
                count: current.onThisLaptop.submitted,
                withNumbers: current.onThisLaptop.submittedWithNumbers,
              }}
            />
          </li>
          <li>
            <FormattedMessage
              id="retention.inTrash"
              values={{ count: current.onThisLaptop.inTrash }}
            />
          </li>
        </ul>
      )}
      <ManagedNumberField
        id="retention-days"
        label={<FormattedMessage id="retention.daysLabel" />}
        hint={
          <FormattedMessage
            id="retention.daysHint"
            values={{ trashDays: current?.trashDays ?? 30 }}
          />
        }
        min={7}
        max={3650}
        saved={settings?.retentionDays}
        managedBy={managed}
        isLocked={managed?.managed.includes('retentionDays') === true}
        save={(retentionDays, onSaved) =>
          update.mutate(
            { retentionDays },
            {
              onSuccess: () => {
                onSaved();
                refresh();
              },
            },
          )
        }
        error={update.error}
      />
      {due && hasDue && (
        <div className="notice" role="status">
          <p>
            <FormattedMessage
              id="retention.due"
              values={{
                toReduce: due.submittedToReduce,
                retentionDays: current.retentionDays,
                toEmpty: due.trashToEmpty,
                trashDays: current.trashDays,
                hasDate: due.actsFrom === null ? 'no' : 'yes',
                date: due.actsFrom === null ? '' : retentionDay(intl, due.actsFrom),
              }}
            />
          </p>
          <button
            type="button"
            disabled={apply.isPending}
            onClick={() => {
              if (window.confirm(intl.formatMessage({ id: 'retention.applyConfirm' })))
                apply.mutate();
            }}
          >
            <FormattedMessage id="retention.applyNow" />
          </button>
        </div>
      )}
      {due && !hasDue && (
        <p>
          <FormattedMessage id="retention.nothingDue" />
        </p>
      )}
      {apply.data && (
        <p role="status">
          <FormattedMessage
            id="retention.done"
            values={{ reduced: apply.data.reduced, purged: apply.data.purged }}
          />
        </p>
      )}
      {state.error && <ErrorNotice error={appErrorOf(state.error)} />}
      {apply.error && <ErrorNotice error={appErrorOf(apply.error)} />}
    </SettingsSection>
  );
}
