// What an application or a merchant is called wherever it is named (lists, the outbox, notices,
// the Submitted screen): the legal name, else the DBA. One rule, so a draft and the merchant it
// became read the same everywhere; each caller chooses its own placeholder for neither.
export interface Names {
  legalName?: unknown;
  /** The DBA: the payload's `locationName`, the summary's `dba`. */
  dba?: unknown;
}

/** The legal name, else the DBA, trimmed; undefined when it has neither. */
export function knownName(names: Names): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return text(names.legalName) || text(names.dba) || undefined;
}
