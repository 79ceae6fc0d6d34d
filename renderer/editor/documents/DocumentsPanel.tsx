// The documents underwriting will ask for (decisions 48, 49): one checklist row per kind, the files
// attached to it by name, "Attach a file" (a file picker in both modes) and, in the desktop app,
// "Take a photo". A file is sized before any of it is read, pictures are made smaller, and a
// refusal says why in words while the documents already attached stay as they are. Once the
// application is submitted the list is read-only. Also the PDF to leave with the merchant.
import { useRef, useState } from 'react';
import { documentKinds, type DocumentKind } from '../../../shared/documents/document-schema';
import type { AppError } from '../../../shared/result';
import { isDesktopWindow } from '../../data/use-sign-in';
import {
  refusedBySize,
  useAttachDocument,
  useDocuments,
  useRemoveDocument,
} from '../../data/use-documents';
import { appErrorOf } from '../../data/unwrap';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SavePdfButton } from '../../ui/SavePdfButton';
import {
  documentKindLabels,
  documentRefusedWords,
  mediaTypeWords,
  sizeWords,
} from '../../words/documents';
import { CameraCapture } from './CameraCapture';
import { prepareFile } from './downscale-image';
import './documents.css';

type Notice =
  | { tone: 'done'; text: string }
  | { tone: 'refused'; text: string }
  | { tone: 'error'; error: AppError };

export function DocumentsPanel({ draftId, lifecycle }: { draftId: string; lifecycle: string }) {
  const documents = useDocuments(draftId, lifecycle);
  const attach = useAttachDocument(draftId);
  const remove = useRemoveDocument(draftId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cameraFor, setCameraFor] = useState<DocumentKind | null>(null);
  const isEditable = documents.data?.isEditable ?? false;

  async function send(kind: DocumentKind, name: string, blob: Blob) {
    setNotice(null);
    try {
      const answer = await attach.mutateAsync({ kind, name, blob });
      setNotice(
        answer.outcome === 'attached'
          ? { tone: 'done', text: `Attached ${answer.document.name}.` }
          : { tone: 'refused', text: documentRefusedWords(answer) },
      );
    } catch (error) {
      setNotice({ tone: 'error', error: appErrorOf(error) });
    }
  }

  async function attachFile(kind: DocumentKind, file: File) {
    // Sized first: a 200 MB file is refused without reading any of it.
    const refused = refusedBySize(file.size);
    if (refused !== null) {
      setNotice({ tone: 'refused', text: documentRefusedWords(refused) });
      return;
    }
    const prepared = await prepareFile(file);
    await send(kind, prepared.name, prepared.blob);
  }

  return (
    <section className="documents-panel print-section" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      <p className="hint">
        Underwriting asks for these. Photos (JPEG, PNG) or PDF files up to 10 MB each, kept
        encrypted on this laptop with the application; they are not sent to the boarding service.
      </p>
      {documents.isError && <ErrorNotice error={appErrorOf(documents.error)} />}
      {documents.data?.setAside !== undefined && (
        <p role="note" className="error-notice">
          {documents.data.setAside === 1
            ? '1 document file was'
            : `${documents.data.setAside} document files were`}{' '}
          damaged on this laptop and set aside (kept, not shown). Attach the missing ones again.
        </p>
      )}
      <ul className="documents-checklist">
        {documentKinds.map((kind) => {
          const attached = documents.data?.documents.filter((item) => item.kind === kind) ?? [];
          const inputId = `document-file-${kind}`;
          return (
            <li key={kind} className="documents-kind">
              <h3 id={`document-kind-${kind}`}>
                {documentKindLabels[kind]}{' '}
                <span className="documents-count">
                  {attached.length === 0 ? '(none yet)' : `(${attached.length} attached)`}
                </span>
              </h3>
              {attached.length > 0 && (
                <ul aria-labelledby={`document-kind-${kind}`} className="documents-files">
                  {attached.map((item) => (
                    <li key={item.id}>
                      <span className="documents-name">{item.name}</span>{' '}
                      <span className="hint">
                        {mediaTypeWords[item.mediaType]}, {sizeWords(item.size)}
                      </span>{' '}
                      {isEditable && (
                        <button
                          type="button"
                          className="small no-print"
                          aria-label={`Remove ${item.name}`}
                          disabled={remove.isPending}
                          onClick={() => {
                            setNotice(null);
                            remove.mutate(item.id, {
                              onSuccess: () =>
                                setNotice({ tone: 'done', text: `Removed ${item.name}.` }),
                              onError: (error) =>
                                setNotice({ tone: 'error', error: appErrorOf(error) }),
                            });
                          }}
                        >
                          Remove
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {isEditable && (
                <p className="documents-actions no-print">
                  <label htmlFor={inputId}>Attach a file for {documentKindLabels[kind]}</label>{' '}
                  <input
                    id={inputId}
                    type="file"
                    accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
                    disabled={attach.isPending}
                    onChange={(event) => {
                      const input = event.currentTarget;
                      const file = input.files?.[0];
                      if (file !== undefined)
                        void attachFile(kind, file).finally(() => (input.value = ''));
                    }}
                  />
                  {isDesktopWindow && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => setCameraFor(kind)}
                      disabled={attach.isPending || cameraFor !== null}
                    >
                      Take a photo for {documentKindLabels[kind]}
                    </button>
                  )}
                </p>
              )}
              {cameraFor === kind && (
                <CameraCapture
                  label={documentKindLabels[kind]}
                  onClose={() => setCameraFor(null)}
                  onCaptured={(blob) => {
                    setCameraFor(null);
                    const day = new Date().toISOString().slice(0, 10);
                    void send(kind, `photo-${kind}-${day}.jpg`, blob);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <DocumentsNotice notice={notice} isBusy={attach.isPending} />
      <div className="documents-pdf no-print">
        <h3>PDF for the merchant</h3>
        <SavePdfButton draftId={draftId} />
      </div>
    </section>
  );
}

function DocumentsNotice({ notice, isBusy }: { notice: Notice | null; isBusy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="documents-notice">
      <p role="status">{isBusy ? 'Attaching…' : notice?.tone === 'done' ? notice.text : ''}</p>
      {notice?.tone === 'refused' && (
        <p role="alert" className="documents-refused">
          {notice.text}
        </p>
      )}
      {notice?.tone === 'error' && <ErrorNotice error={notice.error} />}
    </div>
  );
}
