// Everything that will be sent, as the merchant reads it across the table: one column, sections in
// the form's order, owners and accounts numbered, in the merchant's language (decisions 99: the
// labels and the dates, percentages and yes/no by Intl; what was typed as typed). SSN, tax id and
// account numbers show their last four until the agent reveals one (each value its own button,
// named for the field). Nothing here can be edited; "Back to edit" (the agent's words) opens the
// editor at the section's first field.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ReviewDocument, ReviewRow, ReviewSection } from '../../shared/review/review-model';
import { routes } from '../ui/routes';
import { groupTitle, reviewLabel, reviewValue, sectionTitle } from '../words/review';
import { isBuiltInCode } from '../words/field-messages';

function Row({
  row,
  where,
  isRevealed,
  onReveal,
}: {
  row: ReviewRow;
  where: string;
  isRevealed: boolean;
  onReveal: (path: string, isRevealed: boolean) => void;
}) {
  const intl = useIntl();
  const isMasked = row.masked !== undefined && !isRevealed;
  const label = reviewLabel(intl, row);
  const revealed = isRevealed ? 'yes' : 'no';
  // What the merchant typed (names, addresses, code names from the environment's tables) is data.
  const typed = row.typed;
  const isData =
    typed === undefined ||
    typed.kind === 'pricing' ||
    (typed.kind === 'code' && !isBuiltInCode(typed.table, typed));
  return (
    <div className="review-row">
      <dt>{label}</dt>
      <dd>
        <span
          className={row.masked !== undefined ? 'review-number' : undefined}
          translate={isData ? 'no' : undefined}
        >
          {isMasked ? row.masked : reviewValue(intl, row)}
        </span>
        {row.masked !== undefined && (
          <button
            type="button"
            className="small"
            aria-label={intl.formatMessage(
              { id: 'review.revealNamed' },
              { isRevealed: revealed, where, field: label },
            )}
            aria-pressed={isRevealed}
            onClick={() => onReveal(row.path, !isRevealed)}
          >
            {intl.formatMessage({ id: 'review.reveal' }, { isRevealed: revealed })}
          </button>
        )}
      </dd>
    </div>
  );
}

/** A section's or a group's rows, each revealed on its own. */
function Rows({
  rows,
  where,
  revealed,
  onReveal,
}: {
  rows: readonly ReviewRow[];
  where: string;
  revealed: ReadonlySet<string>;
  onReveal: (path: string, isRevealed: boolean) => void;
}) {
  return (
    <dl>
      {rows.map((row) => (
        <Row
          key={row.path}
          row={row}
          where={where}
          isRevealed={revealed.has(row.path)}
          onReveal={onReveal}
        />
      ))}
    </dl>
  );
}

function firstPathOf(section: ReviewSection): string | undefined {
  return section.rows[0]?.path ?? section.groups[0]?.rows[0]?.path;
}

export function ReviewDocumentView({
  draftId,
  review,
  canEdit,
  backToEdit,
  agentLocale,
}: {
  draftId: string;
  review: ReviewDocument;
  /** false for an application that can no longer change: no way back to edit it. */
  canEdit: boolean;
  /** "Back to edit" in the agent's language: the agent's way, not the merchant's reading. */
  backToEdit: string;
  agentLocale: string;
}) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const reveal = (path: string, isRevealed: boolean) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (isRevealed) next.add(path);
      else next.delete(path);
      return next;
    });
  return (
    <>
      {review.sections.map((section) => {
        const headingId = `review-${section.id}`;
        const first = firstPathOf(section);
        const title = sectionTitle(intl, section);
        return (
          <section key={section.id} className="review-section" aria-labelledby={headingId}>
            <div className="review-section-head">
              <h2 id={headingId}>{title}</h2>
              {canEdit && (
                <Link href={routes.draft(draftId, first)} className="review-back">
                  <span lang={agentLocale}>{backToEdit}</span>
                  <span className="visually-hidden"> {title}</span>
                </Link>
              )}
            </div>
            {section.rows.length > 0 && (
              <Rows rows={section.rows} where={title} revealed={revealed} onReveal={reveal} />
            )}
            {section.groups.map((group) => {
              const named = groupTitle(intl, group);
              return (
                <div key={group.path} className="review-group">
                  <h3>{named}</h3>
                  <Rows rows={group.rows} where={named} revealed={revealed} onReveal={reveal} />
                </div>
              );
            })}
          </section>
        );
      })}
    </>
  );
}
