// What an edit keeps of the service's last rejection (decisions 17): a field error goes once its
// field changes, one the edit did not touch still describes the payload and stays (fixing one of
// two refused fields must not hide the other), and the rejection's message stays while any does.
// One rule for the store that writes the edit and the renderer that patches its cached copy.
import { parseFieldPath } from '../merchant/field-path';
import type { Draft, DraftPayload } from './draft-schema';

export type StandingErrors = Pick<Draft, 'serverErrors' | 'rejection'>;

export function standingErrors(current: Draft, payload: DraftPayload): StandingErrors {
  const stillStanding = (current.serverErrors ?? []).filter(({ field }) =>
    isUnchangedAt(field, current.payload, payload),
  );
  if (stillStanding.length === 0) return {};
  return {
    serverErrors: stillStanding,
    ...(current.rejection !== undefined && { rejection: current.rejection }),
  };
}

function isUnchangedAt(field: string, before: DraftPayload, after: DraftPayload): boolean {
  const path = parseFieldPath(field);
  if (path === null || path.length === 0) return false; // not a field of ours: it goes
  const at = (payload: DraftPayload) =>
    path.reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string | number, unknown>)[key]
          : undefined,
      payload,
    );
  return JSON.stringify(at(before)) === JSON.stringify(at(after));
}
