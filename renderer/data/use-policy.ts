// The organisation's settings as the screens show them (decisions 84): who sets what and since
// when, and the one agreement text the review shows for an environment and language. Refreshed
// by `policy:changed` (use-contract-events.ts).
import { useQuery } from '@tanstack/react-query';
import type { MerchantLanguage } from '../../shared/i18n/languages';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function usePolicyState() {
  return useQuery({
    queryKey: queryKeys.policy,
    queryFn: () => unwrap(boarding.policy.state()),
  });
}

/** The agreement for an environment (default: the selected one) in a language. */
export function useAgreement(environmentId: string | undefined, language: MerchantLanguage) {
  return useQuery({
    queryKey: queryKeys.agreement(environmentId, language),
    queryFn: () =>
      unwrap(
        boarding.signing.agreement({
          ...(environmentId !== undefined && { environmentId }),
          language,
        }),
      ),
  });
}
