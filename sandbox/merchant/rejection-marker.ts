// A deterministic way to see the service refuse a well-formed application (decisions 17: 400
// with field errors), for the outbox's and the editor's "Fix" journeys: a `legalName` containing
// `[reject]` is refused with errors on the owner's SSN and the tax id, paths in the `owner[0].ssn`
// notation. Remove the marker and the same application is accepted.
import type { FieldError } from '../../shared/result';

export const rejectMarker = '[reject]';

export function markedRejection(payload: Record<string, unknown>): FieldError[] | undefined {
  const legalName = typeof payload.legalName === 'string' ? payload.legalName : '';
  if (!legalName.toLowerCase().includes(rejectMarker)) return undefined;
  return [
    {
      field: 'owner[0].ssn',
      message: 'The service could not verify this SSN (sandbox [reject] marker)',
    },
    {
      field: 'taxId',
      message: 'The service could not verify this tax id (sandbox [reject] marker)',
    },
    {
      field: 'legalName',
      message: 'Remove "[reject]" from the legal name to be accepted (sandbox marker)',
    },
  ];
}
