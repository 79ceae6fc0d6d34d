// The first-run welcome card's words (decisions 55): what the built-in sandbox is, the way an
// application travels, and the sandbox's markers (sandbox/README.md, decisions 11 and 17). The
// sentences are catalogue messages (welcome.*, decisions 91); the markers themselves are what the
// agent types, the same in every language.
import type { MessageId } from '../i18n/message-ids';

export const welcomeJourney: readonly { step: MessageId; says: MessageId }[] = [
  { step: 'shell.nav.drafts', says: 'welcome.journey.drafts' },
  { step: 'shell.nav.outbox', says: 'welcome.journey.outbox' },
  { step: 'shell.nav.submitted', says: 'welcome.journey.submitted' },
];
export const welcomeMarkers: readonly { marker: string; does: MessageId }[] = [
  { marker: '[pending]', does: 'welcome.marker.pending' },
  { marker: '[decline]', does: 'welcome.marker.decline' },
  { marker: '[close]', does: 'welcome.marker.close' },
  { marker: '[hold]', does: 'welcome.marker.hold' },
  { marker: '[reject]', does: 'welcome.marker.reject' },
];
