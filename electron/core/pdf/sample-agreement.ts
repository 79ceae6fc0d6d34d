// The agreement printed when none is configured for the environment: plainly a sample, so nobody
// mistakes it for terms. The per-environment text is passed in by the caller when there is one.
export const sampleAgreementText =
  'SAMPLE AGREEMENT - NOT FOR USE WITH MERCHANTS. This is a placeholder that the ISO replaces ' +
  'with its own merchant agreement in the settings of each environment. By signing, the signer ' +
  'confirms that the information above is complete and correct, and agrees to sign electronically.';
