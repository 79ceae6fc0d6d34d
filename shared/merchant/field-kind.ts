// The kinds of field a merchant form holds and the value each stores. Apart from the rules
// (field-rules.ts) because normalize.ts needs the kinds while the rules need normalize's phone
// rule: with the kinds here, neither imports the other back.
import type { z } from 'zod';

/** Output type of each kind of field. */
export interface KindOutput {
  text: string;
  inviteCode: string;
  mcc: string;
  state: string;
  zip: string;
  phone: string;
  dateTime: string;
  birthDate: string;
  pastDate: string;
  website: string;
  ssn: string;
  taxId: string;
  email: string;
  routingNumber: string;
  accountNumber: string;
  code: number;
  integer: number;
  percent: number;
  ownership: number;
  zipExtension: string | null;
  json: z.core.util.JSONType;
}

export type FieldKind = keyof KindOutput;
