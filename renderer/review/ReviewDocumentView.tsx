// Everything that will be sent, as the merchant reads it across the table: one column, sections in
// the form's order, owners and accounts numbered. SSN, tax id and account numbers show their last
// four until the agent reveals one (each value its own button, named for the field). Nothing here
// can be edited; "Back to edit" opens the editor at the section's first field.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ReviewDocument, ReviewRow, ReviewSection } from '../../shared/review/review-model';
import { routes } from '../ui/routes';
import { signatureWords } from '../words/signature';

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
  const isMasked = row.masked !== undefined && !isRevealed;
  return (
    <div className="review-row">
      <dt>{row.label}</dt>
      <dd>
        <span className={row.masked !== undefined ? 'review-number' : undefined}>
          {isMasked ? row.masked : row.value}
        </span>
        {row.masked !== undefined && (
          <button
            type="button"
            className="small"
            aria-label={`${isRevealed ? signatureWords.hide : signatureWords.reveal} ${where} ${row.label}`}
            aria-pressed={isRevealed}
            onClick={() => onReveal(row.path, !isRevealed)}
          >
            {isRevealed ? signatureWords.hide : signatureWords.reveal}
          </button>
        )}
      </dd>
    </div>
  );
}

function firstPathOf(section: ReviewSection): string | undefined {
  return section.rows[0]?.path ?? section.groups[0]?.rows[0]?.path;
}

export function ReviewDocumentView({
  draftId,
  review,
  canEdit,
}: {
  draftId: string;
  review: ReviewDocument;
  /** false for an application that can no longer change: no way back to edit it. */
  canEdit: boolean;
}) {
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
        return (
          <section key={section.id} className="review-section" aria-labelledby={headingId}>
            <div className="review-section-head">
              <h2 id={headingId}>{section.title}</h2>
              {canEdit && (
                <Link href={routes.draft(draftId, first)} className="review-back">
                  {signatureWords.backToEdit}
                  <span className="visually-hidden"> {section.title}</span>
                </Link>
              )}
            </div>
            {section.rows.length > 0 && (
              <dl>
                {section.rows.map((row) => (
                  <Row
                    key={row.path}
                    row={row}
                    where={section.title}
                    isRevealed={revealed.has(row.path)}
                    onReveal={reveal}
                  />
                ))}
              </dl>
            )}
            {section.groups.map((group) => (
              <div key={group.path} className="review-group">
                <h3>{group.title}</h3>
                <dl>
                  {group.rows.map((row) => (
                    <Row
                      key={row.path}
                      row={row}
                      where={group.title}
                      isRevealed={revealed.has(row.path)}
                      onReveal={reveal}
                    />
                  ))}
                </dl>
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
