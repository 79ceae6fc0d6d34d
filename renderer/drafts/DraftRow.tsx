// One application in the drafts list: select, open, what it is called, when it was last saved,
// its one state (once submitted, the merchant's status: Approved, Declined...), how many problems
// it has while it is still being worked on, and duplicate / new location / trash / restore /
// delete for good. In the agent's language (decisions 91); names are data (translate="no").
import { ExampleBadge } from '../ui/ExampleBadge';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { routes } from '../ui/routes';
import { displayName } from '../words/names';
import { lifecycleIds } from '../words/lifecycle';
import { statusWords } from '../words/status';
import { RowActions } from '../ui/RowActions';
import { formatDateTime } from '../words/time';
import type { MessageId } from '../i18n/message-ids';
import { signatureMarkMessages } from '../words/signature';
import { newLocationShortWords } from '../words/new-location';

export type RowAction = 'duplicate' | 'newLocation' | 'trash' | 'restore' | 'purge';

// Each button's visible words; its accessible name adds the application's name ("Restore Acme").
const liveActions: readonly [RowAction, MessageId][] = [
  ['duplicate', 'drafts.action.duplicate'],
  ['newLocation', 'drafts.newLocation.action'],
  ['trash', 'drafts.action.trash'],
];
const trashedActions: readonly [RowAction, MessageId][] = [
  ['restore', 'drafts.action.restore'],
  ['purge', 'drafts.action.purge'],
];

interface DraftRowProps {
  summary: DraftSummary;
  isSelected: boolean;
  onSelect: (id: string, isSelected: boolean) => void;
  onAction: (action: RowAction, summary: DraftSummary) => void;
}

export const DraftRow = memo(function DraftRow({
  summary,
  isSelected,
  onSelect,
  onAction,
}: DraftRowProps) {
  const intl = useIntl();
  const name = displayName(intl, summary);
  const dba = summary.dba.trim();
  const problems = summary.errorCount;
  const [, navigate] = useLocation();
  const isSubmitted = summary.lifecycle === 'submitted';
  return (
    <div className="draft-row">
      {summary.isTrashed ? (
        // Nothing acts on a selection in the trash: its column stays, empty.
        <span />
      ) : (
        <input
          type="checkbox"
          aria-label={intl.formatMessage({ id: 'drafts.row.select' }, { name })}
          checked={isSelected}
          onChange={(event) => onSelect(summary.id, event.target.checked)}
        />
      )}
      <div className="draft-name">
        {summary.isTrashed ? (
          <span className="name" translate="no">
            {name}
          </span>
        ) : (
          <Link href={routes.draft(summary.id)} className="name" translate="no">
            {name}
          </Link>
        )}
        <span className="dba">
          <ExampleBadge isExample={summary.isExample} />
          {dba !== '' && dba !== name && (
            <FormattedMessage
              id="drafts.row.dba"
              values={{ dba: <span translate="no">{dba}</span> }}
            />
          )}
          {summary.variant === 'quickstart' && (
            <>
              {dba !== '' && dba !== name ? ' · ' : ''}
              <FormattedMessage id="drafts.row.quickStart" />
            </>
          )}
        </span>
        {summary.signature !== undefined && (
          <span className={`signature-mark is-${summary.signature}`}>
            <FormattedMessage id={signatureMarkMessages[summary.signature]} />
          </span>
        )}
      </div>
      <span className="saved">
        <FormattedMessage
          id="drafts.row.saved"
          values={{ when: formatDateTime(intl, summary.updatedAt) }}
        />
      </span>
      <StateBadge summary={summary} />
      {isSubmitted ? (
        // Submitted: what the service says is its state; the form's problems no longer matter.
        <span />
      ) : (
        <span className={problems > 0 ? 'badge problems' : 'badge none'}>
          <FormattedMessage id="drafts.row.problems" values={{ count: problems }} />
        </span>
      )}
      <RowActions
        name={name}
        actions={[
          // Review first: the one action that leads on to the merchant's signature.
          ...(summary.isTrashed
            ? []
            : [
                {
                  id: 'review',
                  label: intl.formatMessage({ id: 'drafts.action.review' }),
                  run: () => navigate(routes.review(summary.id)),
                },
              ]),
          ...(summary.isTrashed ? trashedActions : liveActions).map(([action, label]) => ({
            id: action,
            label: intl.formatMessage({ id: label }),
            ...(action === 'newLocation' && { shortLabel: newLocationShortWords(intl) }),
            run: () => onAction(action, summary),
          })),
        ]}
      />
    </div>
  );
});

/**
 * One state per application: a submitted one shows its merchant's status (as the Submitted
 * screen does), not "Submitted"; until the first check it is "Submitted".
 */
function StateBadge({ summary }: { summary: DraftSummary }) {
  const intl = useIntl();
  const status = summary.lifecycle === 'submitted' ? summary.merchantStatus : undefined;
  if (status === undefined || status === null)
    return (
      <span className={`badge state-${summary.lifecycle}`}>
        <FormattedMessage id={lifecycleIds[summary.lifecycle]} />
      </span>
    );
  return (
    <span className={`badge status-${status.toLowerCase()}`}>{statusWords(intl, status)}</span>
  );
}
