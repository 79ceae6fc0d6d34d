// "Make an example application" (decisions 55): one click creates a draft filled with the spec's
// sample merchant (shared/merchant/sample-merchant.ts), flagged as the example, ready to queue
// to the built-in sandbox. Fake data only: nothing in it belongs to anyone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sampleMerchantPayload } from '../../shared/merchant/sample-merchant';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useCreateExample() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(boarding.drafts.create({ payload: sampleMerchantPayload(), isExample: true })),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.drafts }),
  });
}
