// Settings, What is kept: what is on this laptop, how long submitted applications keep their
// numbers, and what retention will do next, announced before it acts (decisions 44).
import { useState } from 'react';
import { appErrorOf } from '../data/unwrap';
import { useApplyRetention, useRefreshRetention, useRetentionState } from '../data/use-retention';
import { useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { plural, retentionDay } from '../words/retention';
import { ManagedNote, useManagedBy } from './ManagedNote';

export function Retention() {
  const state = useRetentionState();
  const apply = useApplyRetention();
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const refresh = useRefreshRetention();
  const [days, setDays] = useState<string | null>(null);
  const value = days ?? String(settings?.retentionDays ?? '');
  const managed = useManagedBy(
    (policy) => policy.managed.includes('retentionDays') || policy.managed.includes('trashDays'),
  );
  const isDaysManaged = managed?.managed.includes('retentionDays') === true;
  const current = state.data;
  const due = current?.due;
  const hasDue = due !== undefined && due.submittedToReduce + due.trashToEmpty > 0;
  return (
    <section aria-labelledby="retention-heading">
      <h2 id="retention-heading">What is kept on this laptop</h2>
      {current && (
        <ul aria-label="On this laptop">
          <li>{plural(current.onThisLaptop.applications, 'application', 'applications')}</li>
          <li>
            {plural(
              current.onThisLaptop.submitted,
              'submitted application',
              'submitted applications',
            )}
            , {current.onThisLaptop.submittedWithNumbers} still holding SSNs, tax ID or account
            numbers
          </li>
          <li>
            {plural(current.onThisLaptop.inTrash, 'application', 'applications')} in the trash
          </li>
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { retentionDays: Number(value) },
            {
              onSuccess: () => {
                setDays(null);
                refresh();
              },
            },
          );
        }}
      >
        <p className="field inline">
          <label htmlFor="retention-days">Keep numbers of submitted applications for (days)</label>
          <input
            id="retention-days"
            className="short-number"
            type="number"
            min={7}
            max={3650}
            step={1}
            value={value}
            disabled={isDaysManaged}
            aria-describedby={
              isDaysManaged ? 'retention-managed retention-days-hint' : 'retention-days-hint'
            }
            onChange={(event) => setDays(event.target.value)}
          />
          {!isDaysManaged && (
            <button type="submit" className="small">
              Save
            </button>
          )}
        </p>
        {managed && <ManagedNote id="retention-managed" state={managed} />}
        <p id="retention-days-hint" className="hint">
          After that, a submitted application keeps only its name, merchant ID, status and dates.
          Applications in the trash are removed after {current?.trashDays ?? 30} days.
        </p>
        {update.error && <ErrorNotice error={appErrorOf(update.error)} />}
      </form>
      {due && hasDue && (
        <div className="notice" role="status">
          <p>
            {plural(
              due.submittedToReduce,
              'submitted application is',
              'submitted applications are',
            )}{' '}
            past {current.retentionDays} days and will lose their numbers;{' '}
            {plural(due.trashToEmpty, 'application has', 'applications have')} been in the trash
            over {current.trashDays} days and will be removed.
            {due.actsFrom !== null && ` This happens by itself from ${retentionDay(due.actsFrom)}.`}
          </p>
          <button
            type="button"
            disabled={apply.isPending}
            onClick={() => {
              if (window.confirm('Remove those numbers and empty the old trash now?'))
                apply.mutate();
            }}
          >
            Apply now
          </button>
        </div>
      )}
      {due && !hasDue && <p>Nothing is due for removal.</p>}
      {apply.data && (
        <p role="status">
          Done: {plural(apply.data.reduced, 'application', 'applications')} reduced,{' '}
          {apply.data.purged} removed from the trash.
        </p>
      )}
      {state.error && <ErrorNotice error={appErrorOf(state.error)} />}
      {apply.error && <ErrorNotice error={appErrorOf(apply.error)} />}
    </section>
  );
}
