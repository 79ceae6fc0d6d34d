// The agreement text shown below the review and hashed into the signature (decisions 45), and the
// per-environment "signature needed before sending" switch, read from the agent's settings. One
// function each, so the review screen, the signing service and the PDF agree on the text.
import type { SigningSettings } from './signing-settings-schema';

/** Plainly a sample: no one should mistake it for a legal text (decisions 45). */
export const sampleAgreementText = [
  'SAMPLE AGREEMENT FOR PRACTICE. This is not a legal text and binds no one.',
  'Replace it in Settings with the agreement your ISO gives you before using this app with a real merchant.',
  'By signing, the merchant confirms that the details above are complete and correct, and agrees that they are sent to the processor to open a merchant account.',
].join('\n\n');

interface WithSigning {
  signing?: SigningSettings | undefined;
}

/** The agreement text for an environment: the one saved in Settings, else the sample. */
export function agreementTextFor(settings: WithSigning, environmentId: string): string {
  return settings.signing?.[environmentId]?.agreementText ?? sampleAgreementText;
}

/** Whether queueing for this environment waits for a valid signature (off by default). */
export function isSignatureRequiredIn(settings: WithSigning, environmentId: string): boolean {
  return settings.signing?.[environmentId]?.isSignatureRequired === true;
}
