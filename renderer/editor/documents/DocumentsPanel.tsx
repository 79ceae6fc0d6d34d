// The documents underwriting will ask for (decisions 48, 49): one checklist row per kind, the files
// attached to it by name, "Attach a file" (a file picker in both modes) and, in the desktop app,
// "Take a photo". A file is sized before any of it is read, pictures are made smaller, and a
// refusal says why in words while the documents already attached stay as they are. Once the
// application is submitted the list is read-only. Also the PDF to leave with the merchant. In the
// agent's language (decisions 91); file names are data, marked translate="no".
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  documentKindWords,
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
  const intl = useIntl();

  async function send(kind: DocumentKind, name: string, blob: Blob) {
    setNotice(null);
    try {
      const answer = await attach.mutateAsync({ kind, name, blob });
      setNotice(
        answer.outcome === 'attached'
          ? {
              tone: 'done',
              text: intl.formatMessage(
                { id: 'documents.attached' },
                { name: answer.document.name },
              ),
            }
          : { tone: 'refused', text: documentRefusedWords(intl, answer) },
      );
    } catch (error) {
      setNotice({ tone: 'error', error: appErrorOf(error) });
    }
  }

  async function attachFile(kind: DocumentKind, file: File) {
    // Sized first: a 200 MB file is refused without reading any of it.
    const refused = refusedBySize(file.size);
    if (refused !== null) {
      setNotice({ tone: 'refused', text: documentRefusedWords(intl, refused) });
      return;
    }
    const prepared = await prepareFile(file);
    await send(kind, prepared.name, prepared.blob);
  }

  return (
    <section className="documents-panel print-section" aria-labelledby="documents-heading">
      <h2 id="documents-heading">
        <FormattedMessage id="documents.heading" />
      </h2>
      <p className="hint">
        <FormattedMessage id="documents.hint" />
      </p>
      {documents.isError && <ErrorNotice error={appErrorOf(documents.error)} />}
      {documents.data?.setAside !== undefined && (
        <p role="note" className="error-notice">
          <FormattedMessage id="documents.setAside" values={{ count: documents.data.setAside }} />
        </p>
      )}
      <ul className="documents-checklist">
        {documentKinds.map((kind) => {
          const attached = documents.data?.documents.filter((item) => item.kind === kind) ?? [];
          const inputId = `document-file-${kind}`;
          const kindWords = documentKindWords(intl, kind);
          return (
            <li key={kind} className="documents-kind">
              <h3 id={`document-kind-${kind}`}>
                {kindWords}{' '}
                <span className="documents-count">
                  {attached.length === 0 ? (
                    <FormattedMessage id="documents.noneYet" />
                  ) : (
                    <FormattedMessage
                      id="documents.attachedCount"
                      values={{ count: attached.length }}
                    />
                  )}
                </span>
              </h3>
              {attached.length > 0 && (
                <ul aria-labelledby={`document-kind-${kind}`} className="documents-files">
                  {attached.map((item) => (
                    <li key={item.id}>
                      <span className="documents-name" translate="no">
                        {item.name}
                      </span>{' '}
                      <span className="hint">
                        {mediaTypeWords(intl, item.mediaType)}, {sizeWords(intl, item.size)}
                      </span>{' '}
                      {isEditable && (
                        <button
                          type="button"
                          className="small no-print"
                          aria-label={intl.formatMessage(
                            { id: 'documents.removeNamed' },
                            { name: item.name },
                          )}
                          disabled={remove.isPending}
                          onClick={() => {
                            setNotice(null);
                            remove.mutate(item.id, {
                              onSuccess: () =>
                                setNotice({
                                  tone: 'done',
                                  text: intl.formatMessage(
                                    { id: 'documents.removed' },
                                    { name: item.name },
                                  ),
                                }),
                              onError: (error) =>
                                setNotice({ tone: 'error', error: appErrorOf(error) }),
                            });
                          }}
                        >
                          <FormattedMessage id="documents.remove" />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {isEditable && (
                <p className="documents-actions no-print">
                  <label htmlFor={inputId}>
                    <FormattedMessage id="documents.attachFor" values={{ kind: kindWords }} />
                  </label>{' '}
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
                      <FormattedMessage id="documents.takePhotoFor" values={{ kind: kindWords }} />
                    </button>
                  )}
                </p>
              )}
              {cameraFor === kind && (
                <CameraCapture
                  label={kindWords}
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
        <h3>
          <FormattedMessage id="documents.pdf.heading" />
        </h3>
        <SavePdfButton draftId={draftId} />
      </div>
    </section>
  );
}

function DocumentsNotice({ notice, isBusy }: { notice: Notice | null; isBusy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="documents-notice">
      <p role="status">
        {isBusy ? (
          <FormattedMessage id="documents.attaching" />
        ) : notice?.tone === 'done' ? (
          notice.text
        ) : (
          ''
        )}
      </p>
      {notice?.tone === 'refused' && (
        <p role="alert" className="documents-refused">
          {notice.text}
        </p>
      )}
      {notice?.tone === 'error' && <ErrorNotice error={notice.error} />}
    </div>
  );
}
