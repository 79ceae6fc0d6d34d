// Every call to main about moving applications (decisions 40-43): export in the background with
// its progress events, Cancel, the import's dry run and the import itself. An import adds
// applications, so the drafts cache is read again afterwards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportRequest, TransferProgress } from '../../shared/transfer/transfer-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useTransferDefaults() {
  return useQuery({
    queryKey: ['transfer', 'defaults'] as const,
    queryFn: () => unwrap(boarding.transfer.defaults()),
    staleTime: Infinity,
  });
}

export function useStartExport() {
  return useMutation({
    mutationFn: (request: ExportRequest) => unwrap(boarding.transfer.export(request)),
    // The answer holds the generated passphrase: gone from the cache once the panel is.
    gcTime: 0,
  });
}

export function useCancelExport() {
  return useMutation({
    mutationFn: (jobId: string) => unwrap(boarding.transfer.cancel({ jobId })),
  });
}

/**
 * The latest progress of one export or import, which the event policy keeps in the cache from
 * the first event on (use-contract-events.ts): nothing is fetched here.
 */
export function useTransferProgress(jobId: string | undefined): TransferProgress | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.transferProgress(jobId ?? ''),
    queryFn: (): TransferProgress | null => null,
    enabled: false,
    staleTime: Infinity,
  });
  return jobId === undefined ? undefined : (data ?? undefined);
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: { filePath: string; passphrase: string }) =>
      unwrap(boarding.transfer.preview(request)),
    // The request (its passphrase) stays in the mutation cache until collected: at once.
    gcTime: 0,
  });
}

export function useImportChecked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(boarding.transfer.import({ token })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.drafts });
      // Handled marks came with the file (decisions 64): Needs action and the header's count.
      void client.invalidateQueries({ queryKey: queryKeys.merchants });
    },
  });
}
