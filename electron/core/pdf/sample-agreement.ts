// The agreement printed when none is given for the environment: the same sample the review shows
// and a signature's agreement hash is taken over (shared/review/agreement.ts), so an unsigned PDF
// and the review say the same, and a signature on the sample does not read as "changed".
export { sampleAgreementText } from '../../../shared/review/agreement';
