// The QuickStart program's reduced required set (spec rule 5; decisions 14). The spec does not
// say which fields remain required when `inviteCode` is present, so this is our decision, kept
// in this ONE place so it can change when the real rule is known: edit these lists and both the
// schema and its tests follow. Every field not listed is optional but still format-checked when
// present (decisions 14).
//
// Each listed owner needs a name and an e-mail: "at least one owner with name and email" is met by
// requiring the owner list to be non-empty and every entry in it to carry both, so a half-filled
// extra owner row is reported rather than sent.
import type { FundingAccountField, OwnerField, TopLevelField } from './merchant-fields';

export const quickStartRequired = {
  topLevel: ['inviteCode', 'legalName', 'owner'],
  owner: ['name', 'email'],
  fundingAccount: [],
} as const satisfies {
  topLevel: readonly TopLevelField[];
  owner: readonly OwnerField[];
  fundingAccount: readonly FundingAccountField[];
};
