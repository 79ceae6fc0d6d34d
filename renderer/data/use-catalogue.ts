// The pricing plans (decisions 86): the catalogue core merged from the organisation's file and the
// agent's own, read when a screen that offers it opens (a changed policy shows on the next open),
// and the agent's own added or removed from Settings. Each change writes main's answer into the
// cache itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueEntryRef } from '../../shared/policy/invite-catalogue';
import type { InviteCatalogueEntry } from '../../shared/policy/policy-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useCatalogue() {
  return useQuery({
    queryKey: queryKeys.catalogue,
    queryFn: () => unwrap(boarding.catalogue.list()),
    staleTime: 0,
  });
}

export function useAddPricingPlan(onAdded: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: InviteCatalogueEntry) => unwrap(boarding.catalogue.add(entry)),
    onSuccess: (catalogue) => {
      client.setQueryData(queryKeys.catalogue, catalogue);
      onAdded();
    },
  });
}

export function useRemovePricingPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: CatalogueEntryRef) => unwrap(boarding.catalogue.remove(ref)),
    onSuccess: (catalogue) => client.setQueryData(queryKeys.catalogue, catalogue),
  });
}
