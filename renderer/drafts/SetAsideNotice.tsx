// Says why an application may be missing from the list: its file could not be read (moved to the
// drafts' quarantine folder for support, never deleted) or a newer version of Boarding Desk wrote
// it (left untouched until this one is updated). Without this, such a draft would just vanish.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DraftCounts } from '../../shared/drafts/draft-counts-schema';

const bold = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

export function SetAsideNotice({ counts }: { counts: DraftCounts | undefined }) {
  if (counts === undefined || (counts.setAside === 0 && counts.newerVersion === 0)) return null;
  return (
    <div className="warning-notice">
      {counts.setAside > 0 && (
        <p>
          <FormattedMessage
            id="drafts.setAside"
            values={{ ...bold, count: counts.setAside, folder: <code>drafts/quarantine</code> }}
          />
        </p>
      )}
      {counts.newerVersion > 0 && (
        <p>
          <FormattedMessage
            id="drafts.newerVersion"
            values={{ ...bold, count: counts.newerVersion }}
          />
        </p>
      )}
    </div>
  );
}
