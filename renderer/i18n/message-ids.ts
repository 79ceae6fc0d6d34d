// Message ids are the English catalogue's keys (decisions 91): English is the source, so a word
// or screen can only name a message that exists there, and the compiler says so otherwise. The
// catalogue is one file per area (renderer/i18n/catalogues/en/<area>.json); an area added there
// is added here too (tests/renderer/catalogues.test.ts fails otherwise).
// react-intl reads this declaration for every formatMessage and <FormattedMessage> id.
import type agreementMessages from './catalogues/en/agreement.json';
import type bannerMessages from './catalogues/en/banner.json';
import type catalogueMessages from './catalogues/en/catalogue.json';
import type categoryMessages from './catalogues/en/category.json';
import type documentsMessages from './catalogues/en/documents.json';
import type draftsMessages from './catalogues/en/drafts.json';
import type editorMessages from './catalogues/en/editor.json';
import type editorFrameMessages from './catalogues/en/editorFrame.json';
import type environmentsMessages from './catalogues/en/environments.json';
import type errorNoticeMessages from './catalogues/en/errorNotice.json';
import type errorsMessages from './catalogues/en/errors.json';
import type needsActionMessages from './catalogues/en/needsAction.json';
import type outboxMessages from './catalogues/en/outbox.json';
import type policyMessages from './catalogues/en/policy.json';
import type retentionMessages from './catalogues/en/retention.json';
import type reviewMessages from './catalogues/en/review.json';
import type sessionMessages from './catalogues/en/session.json';
import type settingsMessages from './catalogues/en/settings.json';
import type shellMessages from './catalogues/en/shell.json';
import type signInMessages from './catalogues/en/signIn.json';
import type signatureMessages from './catalogues/en/signature.json';
import type statusMessages from './catalogues/en/status.json';
import type storageMessages from './catalogues/en/storage.json';
import type submittedMessages from './catalogues/en/submitted.json';
import type supportMessages from './catalogues/en/support.json';
import type timeMessages from './catalogues/en/time.json';
import type transferMessages from './catalogues/en/transfer.json';
import type weakProtectionMessages from './catalogues/en/weakProtection.json';
import type welcomeMessages from './catalogues/en/welcome.json';

export type MessageId =
  | keyof typeof agreementMessages
  | keyof typeof bannerMessages
  | keyof typeof catalogueMessages
  | keyof typeof categoryMessages
  | keyof typeof documentsMessages
  | keyof typeof draftsMessages
  | keyof typeof editorMessages
  | keyof typeof editorFrameMessages
  | keyof typeof environmentsMessages
  | keyof typeof errorNoticeMessages
  | keyof typeof errorsMessages
  | keyof typeof needsActionMessages
  | keyof typeof outboxMessages
  | keyof typeof policyMessages
  | keyof typeof retentionMessages
  | keyof typeof reviewMessages
  | keyof typeof sessionMessages
  | keyof typeof settingsMessages
  | keyof typeof shellMessages
  | keyof typeof signInMessages
  | keyof typeof signatureMessages
  | keyof typeof statusMessages
  | keyof typeof storageMessages
  | keyof typeof submittedMessages
  | keyof typeof supportMessages
  | keyof typeof timeMessages
  | keyof typeof transferMessages
  | keyof typeof weakProtectionMessages
  | keyof typeof welcomeMessages;

declare global {
  // react-intl's documented hook for typed ids (its own namespace name).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
