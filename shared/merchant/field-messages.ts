// What a field rule says, as a code and its values (decisions 93), and the English sentence core
// keeps for it (logs, the sandbox's 400, the draft's stored verdict). The rules (field-rules.ts,
// merchant-schema.ts, plausibility.ts, account-confirm.ts) decide once; each zod issue carries
// the English message and, in `params`, this code, so the renderer words the same verdict in the
// agent's language from its catalogue (`editor.message.<code>`) with the field's noun from there.
// Imports nothing: the words layer reads the codes without bringing zod along.

/** Every message a merchant field rule or warning can give, by code. */
export type FieldMessageCode =
  | 'missing'
  | 'choose'
  | 'notText'
  | 'notNumber'
  | 'inviteCode'
  | 'mcc'
  | 'state'
  | 'zip'
  | 'phoneNotUs'
  | 'phoneDigits'
  | 'dateTime'
  | 'birthFuture'
  | 'birthBefore1900'
  | 'pastFuture'
  | 'website'
  | 'ssnDigits'
  | 'ssnArea'
  | 'ssnGroup'
  | 'ssnSerial'
  | 'taxId'
  | 'email'
  | 'routingDigits'
  | 'routingZeros'
  | 'routingCheck'
  | 'accountNumber'
  | 'code'
  | 'integer'
  | 'percent'
  | 'ownership'
  | 'zipExtension'
  | 'zipExtensionType'
  | 'json'
  | 'jsonTooDeep'
  | 'ownersMissing'
  | 'ownershipTotal'
  | 'accountConfirm'
  | 'zipState'
  | 'underage'
  | 'emailDomain'
  | 'emailCon';

/** A rule's verdict in words-free form: the code and the values its sentence names. */
export interface FieldMessage {
  code: FieldMessageCode;
  values?: Record<string, string | number>;
}

/** A field error or warning that also says which rule gave it (absent for the service's own). */
export interface FieldProblem {
  field: string;
  message: string;
  rule?: FieldMessage;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type English = (noun: string, values: Record<string, string | number>) => string;

const english: Record<FieldMessageCode, English> = {
  missing: (noun) => `Enter the ${noun}`,
  choose: (noun) => `Choose the ${noun}`,
  notText: (noun) => `${capitalize(noun)} must be text`,
  notNumber: (noun) => `${capitalize(noun)} must be a number`,
  inviteCode: () =>
    'Invite code is letters and digits in groups separated by hyphens, like TZS4-BEH8-R7VS',
  mcc: (noun) => `${capitalize(noun)} must be a 4-digit MCC, like 5172`,
  state: () => 'Use a two-letter state code such as CA',
  zip: (noun) => `${capitalize(noun)} must look like 12345 or 12345-6789`,
  phoneNotUs: (noun) => `${capitalize(noun)} must be a US number: 10 digits, like (217) 555-0142`,
  phoneDigits: (noun, { count }) =>
    `${capitalize(noun)} has ${count} digit${count === 1 ? '' : 's'}: a US number is 10 digits, like (217) 555-0142`,
  dateTime: (noun) => `${capitalize(noun)} must be a real date and time like 1990-01-31T00:00:00`,
  birthFuture: () => 'Date of birth is in the future: re-check the year',
  birthBefore1900: () => 'Date of birth is before 1900: re-check the year',
  pastFuture: (noun) => `${capitalize(noun)} is in the future: re-check the year`,
  website: (noun) => `${capitalize(noun)} must be an address like tonysbistro.com (no spaces)`,
  ssnDigits: () => 'SSN must be 9 digits',
  ssnArea: (_noun, { area }) =>
    `SSN cannot start with ${area}: no SSN is issued in that range. Re-check the number`,
  ssnGroup: () => 'SSN cannot have 00 as its middle two digits: re-check the number',
  ssnSerial: () => 'SSN cannot end in 0000: re-check the number',
  taxId: () => 'Tax ID must be 9 digits (EIN or SSN, numbers only)',
  email: (noun) => `${capitalize(noun)} must be an address like name@example.com`,
  routingDigits: () => 'Routing number must be 9 digits',
  routingZeros: () => "Routing number cannot be all zeros: enter the bank's 9 digits",
  routingCheck: () => 'Routing number fails its check digit: re-check the 9 digits',
  accountNumber: () => 'Account number must be 4 to 17 digits, numbers only',
  code: (noun) => `${capitalize(noun)} must be a code of 0 or more (whole number)`,
  integer: (noun) => `${capitalize(noun)} must be a whole number`,
  percent: (noun) => `${capitalize(noun)} must be a whole number from 0 to 100`,
  ownership: () => 'Ownership must be more than 0 and at most 100 (%)',
  zipExtension: (noun) => `${capitalize(noun)} must be 4 digits`,
  zipExtensionType: (noun) => `${capitalize(noun)} must be 4 digits or empty`,
  json: (noun) => `${capitalize(noun)} must be a JSON value`,
  jsonTooDeep: (noun, { depth }) => `${capitalize(noun)} nests more than ${depth} levels deep`,
  ownersMissing: (noun) => `Add at least one ${noun}`,
  ownershipTotal: (_noun, { total }) =>
    `Ownership across all owners adds up to ${total}%; it can be at most 100%`,
  accountConfirm: () => 'The two account numbers differ: type the same number twice',
  zipState: (_noun, { zip, expected, state }) => `ZIP code ${zip} is in ${expected}, not ${state}`,
  underage: () =>
    'This owner is under 18: is the date of birth right? The processor may need an adult owner',
  emailDomain: (_noun, { domain }) => `Did you mean …@${domain}?`,
  emailCon: () => 'It ends in “.con”: did you mean “.com”?',
};

/** The English sentence for a rule's verdict, `noun` the field's lower-case English noun. */
export function englishFieldMessage(message: FieldMessage, noun = ''): string {
  return english[message.code](noun, message.values ?? {});
}

/** A zod custom issue for a verdict: the English message, and the verdict in `params`. */
export function fieldIssue(
  message: FieldMessage,
  noun = '',
): { code: 'custom'; message: string; params: FieldMessage } {
  return { code: 'custom', message: englishFieldMessage(message, noun), params: message };
}

/** The verdict a zod issue carries, when a field rule raised it. */
export function fieldMessageOf(issue: {
  code: string;
  params?: unknown;
}): FieldMessage | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null)
    return undefined;
  const { code } = issue.params as { code?: unknown };
  return typeof code === 'string' && code in english ? (issue.params as FieldMessage) : undefined;
}
