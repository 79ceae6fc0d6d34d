// The first-run welcome card's words (decisions 55): what the built-in sandbox is, the way an
// application travels, and the sandbox's markers (sandbox/README.md, decisions 11 and 17).
export const welcomeHeading = 'Welcome to Boarding Desk';
export const welcomeSandbox =
  'You are working in the built-in sandbox: a practice boarding service on this computer. Nothing here is real: no merchant is boarded and no money moves.';
export const welcomeJourney: readonly { step: string; says: string }[] = [
  { step: 'Drafts', says: 'fill in an application; it saves as you type, encrypted.' },
  { step: 'Outbox', says: 'queued applications wait here and are sent once you are online.' },
  {
    step: 'Submitted',
    says: 'the merchant id and status, checked by itself while you are online.',
  },
];
export const welcomeMarkersIntro =
  'Put a marker in the legal name to choose what the sandbox does with the application:';
export const welcomeMarkers: readonly { marker: string; does: string }[] = [
  { marker: '[pending]', does: 'underwriting asks for more information' },
  { marker: '[decline]', does: 'the merchant is declined' },
  { marker: '[close]', does: 'approved, then closed' },
  { marker: '[hold]', does: 'stays Submitted' },
  { marker: '[reject]', does: 'refused with fields to fix' },
];
export const welcomeOffline =
  'To practise working with no connection, turn on "Simulate no connection" in Settings.';
export const makeExampleLabel = 'Make an example application';
export const exampleLabel = 'Example';
export const dismissWelcomeLabel = 'Dismiss the welcome card';
export const showWelcomeLabel = 'Show the welcome card again';
