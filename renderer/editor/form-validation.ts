// Validation of the form through the shared schemas only (conventions 16): the payload the form
// would store is judged by the rule set `variantOf` picks (full or QuickStart, decisions 14), via
// @hookform/resolvers' zod resolver for react-hook-form, and by `validateMerchant` for the live
// checklist. The one check of the form's own is that the account number typed twice matches: the
// second copy is never stored, so no payload rule can see it. The two copies are compared as they
// would be stored, so "1234 5678" and "12345678" are the same number (decisions 28). Warnings
// (decisions 29) come from the shared plausibility checks and never block.
import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { schemaFor, validateMerchant, variantOf } from '../../shared/merchant/validate';
import type { MerchantVariant } from '../../shared/merchant/validate';
import { plausibilityWarnings } from '../../shared/merchant/plausibility';
import type { FieldError } from '../../shared/result';
import { toStored, valuesToPayload, type FormValues } from './form-values';

export const confirmMismatch = 'The two account numbers differ: type the same number twice';

function isConfirmed(row: FormValues['fundingAccount'][number]): boolean {
  return (
    toStored('accountNumber', row.accountNumberConfirm) ===
    toStored('accountNumber', row.accountNumber)
  );
}

function confirmProblems(values: FormValues): FieldError[] {
  return values.fundingAccount.flatMap((row, index) =>
    isConfirmed(row)
      ? []
      : [{ field: `fundingAccount[${index}].accountNumberConfirm`, message: confirmMismatch }],
  );
}

type PayloadResolver = (
  payload: DraftPayload,
  context: unknown,
  options: unknown,
) => Promise<{ errors: object }>;
// zodResolver's generic signature is too deep for the compiler on these schemas: typed loosely here.
const makeResolver = zodResolver as unknown as (schema: unknown) => PayloadResolver;
const resolvers: Record<MerchantVariant, PayloadResolver> = {
  full: makeResolver(schemaFor('full')),
  quickstart: makeResolver(schemaFor('quickstart')),
};
function resolverFor(variant: MerchantVariant): PayloadResolver {
  return resolvers[variant];
}

/** react-hook-form's resolver: the stored-payload view of the values, judged by the shared schema. */
export function editorResolver(base: () => DraftPayload): Resolver<FormValues> {
  return async (values, context, options) => {
    const payload = valuesToPayload(values, base());
    const resolve = resolverFor(variantOf(payload));
    const result = await resolve(payload, context, options);
    const errors = { ...result.errors } as FieldErrors<FormValues>;
    values.fundingAccount.forEach((row, index) => {
      if (!isConfirmed(row))
        set(errors, `fundingAccount.${index}.accountNumberConfirm`, {
          type: 'confirm',
          message: confirmMismatch,
        });
    });
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** Every problem at once, for the checklist and the queue button, and every warning. */
export function liveProblems(
  values: FormValues,
  base: DraftPayload,
): { variant: MerchantVariant; problems: FieldError[]; warnings: FieldError[] } {
  const payload = valuesToPayload(values, base);
  const verdict = validateMerchant(payload);
  return {
    variant: verdict.variant,
    problems: [...(verdict.ok ? [] : verdict.fieldErrors), ...confirmProblems(values)],
    warnings: plausibilityWarnings(payload),
  };
}
