// The outbox and the Submitted screen's merchants. outbox:* calls answer the whole outbox state,
// so a mutation writes its answer straight into the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkHandledRequest, MerchantRef } from '../../shared/ipc/request-schemas';
import { merchantKey } from '../../shared/status/merchant-order';
import type {
  MerchantList,
  SubmittedMerchant,
  TrackedMerchant,
} from '../../shared/status/status-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useOutbox() {
  return useQuery({ queryKey: queryKeys.outbox, queryFn: () => unwrap(boarding.outbox.state()) });
}

type OutboxAction = 'enqueue' | 'cancel' | 'retry';

export function useOutboxAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, draftId }: { action: OutboxAction; draftId: string }) =>
      unwrap(boarding.outbox[action]({ draftId })),
    onSuccess: (state) => {
      client.setQueryData(queryKeys.outbox, state);
      void client.invalidateQueries({ queryKey: queryKeys.drafts });
    },
  });
}

/**
 * The rows only: an opened row reads the rest with useMerchantHistory (decisions 66). A status
 * change core heard patches its row here in place (withStatusChange, use-contract-events.ts).
 */
export function useMerchants() {
  return useQuery({
    queryKey: queryKeys.merchantList,
    queryFn: () => unwrap(boarding.merchants.list()),
  });
}

/** One merchant's status history and the service's details, read when its row is opened. */
export function useMerchantHistory(merchant: SubmittedMerchant) {
  const ref: MerchantRef = {
    merchantId: merchant.merchantId,
    environmentId: merchant.environmentId,
    ...(merchant.draftId !== undefined && { draftId: merchant.draftId }),
  };
  return useQuery({
    queryKey: queryKeys.merchantHistory(ref),
    queryFn: () => unwrap(boarding.merchants.details(ref)),
  });
}

export function useAuditTrail(draftId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.audit(draftId),
    queryFn: () => unwrap(boarding.audit.list({ draftId, limit: 100 })),
    enabled: isEnabled,
  });
}

/** Asks the service for one merchant's status now; the merchants list is read again after. */
export function useRefreshStatus(draftOrMerchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(boarding.merchants.refreshStatus({ draftId: draftOrMerchantId })),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.merchants }),
  });
}

/** The merchant's row with the answer's handled mark (or none): the rest of the row is kept. */
function withHandled(row: SubmittedMerchant, answer: TrackedMerchant): SubmittedMerchant {
  const { handled: _previous, ...rest } = row;
  return answer.handled === undefined ? rest : { ...rest, handled: answer.handled };
}

/**
 * Needs action's "handled" mark (decisions 61). The answer is the merchant as core now holds it;
 * its mark is patched into the cached list, and nothing is read again unless a read was already
 * under way.
 */
export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkHandledRequest) => unwrap(boarding.merchants.markHandled(request)),
    // Refused because the status moved on: read the list again, so the card shows what is new.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.merchantList }),
    onSuccess: async (answer) => {
      const key = merchantKey(answer);
      // A read of the list already under way started before the mark: its answer would bring
      // the card back. It is cancelled, patched here, and read again after.
      const wasReading = client.isFetching({ queryKey: queryKeys.merchantList }) > 0;
      if (wasReading) await client.cancelQueries({ queryKey: queryKeys.merchantList });
      client.setQueryData<MerchantList>(
        queryKeys.merchantList,
        (list) =>
          list && {
            ...list,
            merchants: list.merchants.map((row) =>
              merchantKey(row) === key ? withHandled(row, answer) : row,
            ),
          },
      );
      if (wasReading) void client.invalidateQueries({ queryKey: queryKeys.merchantList });
    },
  });
}

/** Asks for every merchant's status; the answer (list and failures) is the cached list. */
export function useRefreshAllStatuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(boarding.merchants.refreshAll()),
    onSuccess: (list) => {
      client.setQueryData(queryKeys.merchantList, list);
      if (list.check) client.setQueryData(queryKeys.statusCheck, list.check);
      // The answer carries the rows only: an opened row reads its history again.
      void client.invalidateQueries({ queryKey: [...queryKeys.merchants, 'history'] });
    },
  });
}
