// documents:* (decisions 48, 49) and pdf:* (decisions 50) over the document service and the PDF
// generator. The PDF reads the stored draft, its documents' names and its signature (with the
// agreement text it kept), and takes the environment's current agreement text from the caller
// for evidence that kept none (the sample when there is none). A PDF is written over an existing
// file only when the system save dialog answered that path (decisions 81).
import os from 'node:os';
import path from 'node:path';
import type { Draft } from '../../../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../../../shared/i18n/languages';
import { ok, type Result } from '../../../../shared/result';
import type { DocumentHolder } from '../../documents/document-holder';
import type { DocumentService } from '../../documents/document-service';
import type { Handlers } from '../../ipc/handlers';
import { buildDraftPdf } from '../../pdf/draft-pdf';
import { draftSignature } from '../../pdf/draft-signature';
import { pdfLanguageOf } from '../../pdf/pdf-language';
import { writePdfFile } from '../../pdf/save-application-pdf';
import type { ReplaceConsent } from '../replace-consent';
import { withOpenWorkspace, type Workspace } from '../workspace';

type DocumentChannels =
  | 'documents:list'
  | 'documents:begin'
  | 'documents:chunk'
  | 'documents:finish'
  | 'documents:remove'
  | 'pdf:defaults'
  | 'pdf:save'
  | 'documents:cancel';

export interface PdfSources {
  /**
   * The agreement text of the draft's environment in the PDF's language; undefined when there is
   * none in that language, and the PDF prints the sample in English and says so (decisions 100).
   */
  agreementText: (draft: Draft, language: MerchantLanguage) => string | undefined;
  now: () => Date;
  /** The app's data folder: a PDF is never written inside it (decisions 50). */
  dataDir: string;
}

/** The proposed file: the home folder, by day and the start of the reference (no names). */
function defaultPdfPath(draft: Draft, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return path.join(os.homedir(), `application-${day}-${draft.referenceId.slice(0, 8)}.pdf`);
}

export function documentHandlers(
  openWorkspace: () => Promise<Result<Workspace>>,
  holder: DocumentHolder,
  sources: PdfSources,
  consent: ReplaceConsent,
): Pick<Handlers, DocumentChannels> {
  async function withDocuments<T>(
    work: (documents: DocumentService) => Promise<Result<T>> | Result<T>,
  ): Promise<Result<T>> {
    const opened = await holder.open();
    return opened.ok ? work(opened.value) : opened;
  }
  async function withDraft<T>(
    draftId: string,
    work: (draft: Draft) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    return withOpenWorkspace(openWorkspace, async ({ drafts }) => {
      const draft = await drafts.get(draftId);
      return draft.ok ? work(draft.value) : draft;
    });
  }

  return {
    'documents:list': ({ draftId }) => withDocuments((documents) => documents.list(draftId)),
    'documents:begin': (request) => withDocuments((documents) => documents.begin(request)),
    'documents:chunk': (request) => withDocuments((documents) => documents.chunk(request)),
    'documents:finish': ({ uploadId }) => withDocuments((documents) => documents.finish(uploadId)),
    'documents:remove': ({ draftId, documentId }) =>
      withDocuments((documents) => documents.remove(draftId, documentId)),
    'documents:cancel': ({ uploadId }) =>
      withDocuments((documents) => Promise.resolve(documents.cancel(uploadId))),
    'pdf:defaults': ({ draftId }) =>
      withDraft(draftId, (draft) =>
        Promise.resolve(ok({ filePath: defaultPdfPath(draft, sources.now()) })),
      ),
    'pdf:save': ({ draftId, filePath }) => {
      // Taken at once, so the dialog's answer is spent by this save whatever it meets.
      const mayReplace = consent.take('pdf', filePath);
      return withDraft(draftId, async (draft) =>
        withDocuments(async (documents) => {
          const listed = await documents.list(draftId);
          if (!listed.ok) return listed;
          // The merchant's language (decisions 99, 100): the agreement printed is the one in it.
          // With no text in it, the English one, which the PDF then says is in English.
          const language = pdfLanguageOf(draft, draftSignature(draft));
          const own = sources.agreementText(draft, language);
          const textLanguage: MerchantLanguage = own === undefined ? 'en' : language;
          const bytes = await buildDraftPdf({
            draft,
            currentAgreementText: own ?? sources.agreementText(draft, 'en'),
            currentAgreementLanguage: textLanguage,
            documents: listed.value.documents,
            createdAt: sources.now(),
          });
          return ok(await writePdfFile(filePath, bytes, { dataDir: sources.dataDir, mayReplace }));
        }),
      );
    },
  };
}
