// Where a field is and what it is called, in the agent's language (decisions 93): a field's
// label, a section's title, the row or section a field sits in. Kept apart from the field
// messages, which read the code tables (and with them zod): the error words on the first screen
// name a refused field through these, and the first screen imports no zod (decisions 57).
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import {
  topLevelLabels,
  type SectionId,
  type TopLevelName,
} from '../../shared/review/form-sections';

/** `owner[0].dob` (a field path) or `owner.0.dob` (a form name) as its table's key: `owner.dob`. */
export function fieldKeyOf(field: string): string {
  return field.replace(/\[\d+\]/g, '').replace(/\.\d+(?=\.|$)/g, '');
}

/** The catalogue's message for an id made from data, or undefined when it has none. */
export function knownMessage(intl: IntlShape, id: string): MessageId | undefined {
  return (intl.messages as Record<string, unknown>)[id] === undefined
    ? undefined
    : (id as MessageId);
}

/** The field's label above its input ("Legal name"); the key itself when the catalogue lacks it. */
export function fieldLabel(intl: IntlShape, field: string): string {
  const key = fieldKeyOf(field);
  const id = knownMessage(intl, `editor.field.${key}`);
  return id === undefined ? key : intl.formatMessage({ id });
}

export function sectionTitle(intl: IntlShape, section: SectionId): string {
  return intl.formatMessage({ id: `editor.section.${section}` as MessageId });
}

/**
 * Where a field is, in the agent's language (decisions 93): the row ("Owner 2") or the section,
 * and the field's label. The same places as `placeOf` in fields.ts, for the checklist and the
 * outbox when they are worded.
 */
export function placeWords(intl: IntlShape, name: string): { where: string; label: string } {
  const [first = '', index, field] = name.split('.');
  const row = (id: MessageId) => intl.formatMessage({ id }, { number: Number(index) + 1 });
  const label = (key: string) => fieldLabel(intl, key);
  if (first === 'owner')
    return {
      where: index === undefined ? sectionTitle(intl, 'owners') : row('editor.owner.title'),
      label: field === undefined ? '' : label(`owner.${field}`),
    };
  if (first === 'fundingAccount')
    return {
      where: index === undefined ? sectionTitle(intl, 'funding') : row('editor.account.title'),
      label: field === undefined ? '' : label(`fundingAccount.${field}`),
    };
  const section = topLevelLabels[first as TopLevelName]?.section ?? 'business';
  return { where: sectionTitle(intl, section), label: label(first) };
}
