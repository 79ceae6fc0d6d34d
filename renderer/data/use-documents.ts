// Every call to main about an application's documents (decisions 48, 49) and its PDF (50). A file
// is sized before any of it is read: one over the limit or empty is refused here without a call,
// and the core checks again. The rest crosses in chunks (documents:begin, :chunk, :finish), each
// well under browser mode's request limit, so a 10 MB picture is never one IPC body.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentChunkBytes,
  maxDocumentBytes,
  type DocumentFinishAnswer,
  type DocumentKind,
  type DocumentRefused,
} from '../../shared/documents/document-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

/** What the panel hands over: the file's bytes as a Blob (a picture possibly made smaller). */
export interface DocumentUpload {
  kind: DocumentKind;
  name: string;
  blob: Blob;
}

/**
 * `lifecycle`: the application's state as the screen knows it. Part of the key, so the list (and
 * whether it may still change) is read again the moment the application is queued, sent or
 * submitted.
 */
export function useDocuments(draftId: string, lifecycle: string) {
  return useQuery({
    queryKey: [...queryKeys.documents(draftId), lifecycle],
    queryFn: () => unwrap(boarding.documents.list({ draftId })),
  });
}

/** The size check made before a byte is read (the core makes it again). */
export function refusedBySize(size: number): DocumentRefused | null {
  if (size === 0) return { outcome: 'refused', problem: 'empty' };
  if (size > maxDocumentBytes)
    return { outcome: 'refused', problem: 'too-large', size, limit: maxDocumentBytes };
  return null;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // fromCharCode takes its arguments on the stack: 32 KiB at a time.
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

async function sendDocument(
  draftId: string,
  upload: DocumentUpload,
): Promise<DocumentFinishAnswer> {
  const sized = refusedBySize(upload.blob.size);
  if (sized !== null) return sized;
  const begun = await unwrap(
    boarding.documents.begin({
      draftId,
      kind: upload.kind,
      name: upload.name,
      size: upload.blob.size,
      ...(upload.blob.type !== '' && { declaredType: upload.blob.type }),
    }),
  );
  if (begun.outcome !== 'ready') return begun;
  let isFinishing = false;
  try {
    for (let offset = 0; offset < upload.blob.size; offset += documentChunkBytes) {
      // Only this chunk is read into memory.
      const part = upload.blob.slice(offset, offset + documentChunkBytes);
      const data = base64Of(new Uint8Array(await part.arrayBuffer()));
      const sent = await unwrap(
        boarding.documents.chunk({ uploadId: begun.uploadId, offset, data }),
      );
      if (sent.outcome !== 'received') return sent;
    }
    isFinishing = true; // finish drops the upload itself, whatever it answers
    return await unwrap(boarding.documents.finish({ uploadId: begun.uploadId }));
  } finally {
    // Given up part-way (a refusal, a failed read or call): free the slot now (decisions 49).
    if (!isFinishing) void boarding.documents.cancel({ uploadId: begun.uploadId }).catch(() => {});
  }
}

export function useAttachDocument(draftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => sendDocument(draftId, upload),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.documents(draftId) }),
  });
}

export function useRemoveDocument(draftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => unwrap(boarding.documents.remove({ draftId, documentId })),
    // Read again rather than written: the list's key also holds the lifecycle (useDocuments).
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.documents(draftId) }),
  });
}

export function usePdfDefaults(draftId: string) {
  return useQuery({
    queryKey: ['pdf', 'defaults', draftId] as const,
    queryFn: () => unwrap(boarding.pdf.defaults({ draftId })),
    staleTime: Infinity,
  });
}

export function useSavePdf(draftId: string) {
  return useMutation({
    mutationFn: (filePath: string) => unwrap(boarding.pdf.save({ draftId, filePath })),
  });
}
