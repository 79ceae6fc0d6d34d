// Says why an application may be missing from the list: its file could not be read (moved to the
// drafts' quarantine folder for support, never deleted) or a newer version of Boarding Desk wrote
// it (left untouched until this one is updated). Without this, such a draft would just vanish.
import type { DraftCounts } from '../../shared/drafts/draft-counts-schema';

function applications(count: number): string {
  return count === 1 ? '1 application' : `${count.toLocaleString()} applications`;
}

export function SetAsideNotice({ counts }: { counts: DraftCounts | undefined }) {
  if (counts === undefined || (counts.setAside === 0 && counts.newerVersion === 0)) return null;
  return (
    <div className="warning-notice">
      {counts.setAside > 0 && (
        <p>
          <strong>
            {applications(counts.setAside)} could not be read and{' '}
            {counts.setAside === 1 ? 'is' : 'are'} not listed.
          </strong>{' '}
          {counts.setAside === 1 ? 'Its file was' : 'Their files were'} damaged and set aside, not
          deleted, in the <code>drafts/quarantine</code> folder of the data folder (Settings shows
          where). Support can look at {counts.setAside === 1 ? 'it' : 'them'}; every other
          application is unaffected.
        </p>
      )}
      {counts.newerVersion > 0 && (
        <p>
          <strong>
            {applications(counts.newerVersion)} {counts.newerVersion === 1 ? 'was' : 'were'} saved
            by a newer version of Boarding Desk.
          </strong>{' '}
          {counts.newerVersion === 1 ? 'It is' : 'They are'} kept as{' '}
          {counts.newerVersion === 1 ? 'it is' : 'they are'}: update Boarding Desk to open{' '}
          {counts.newerVersion === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  );
}
