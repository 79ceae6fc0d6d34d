// The two-letter codes accepted wherever the spec says "Two-letter state code" (decisions 13:
// US state/territory codes). Kept in this one file so a change (say, adding the Freely Associated
// States) touches one list. Upper case only: these are USPS codes and the service's samples use
// them that way; the form can upper-case what the agent types.
// prettier-ignore
export const usStateCodes = [
  // the 50 states
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  // the federal district and the inhabited territories
  'DC', 'PR', 'VI', 'GU', 'AS', 'MP',
  // military mail: Armed Forces Americas, Europe, Pacific
  'AA', 'AE', 'AP',
] as const;

export type UsStateCode = (typeof usStateCodes)[number];

const stateCodeSet: ReadonlySet<string> = new Set(usStateCodes);

export function isUsStateCode(value: string): value is UsStateCode {
  return stateCodeSet.has(value);
}
