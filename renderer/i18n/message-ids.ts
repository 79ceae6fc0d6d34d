// Message ids are the English catalogue's keys (decisions 91): English is the source, so a word
// or screen can only name a message that exists there, and the compiler says so otherwise.
// react-intl reads this declaration for every formatMessage and <FormattedMessage> id.
import type en from './catalogues/en.json';

export type MessageId = keyof typeof en;

declare global {
  // react-intl's documented hook for typed ids (its own namespace name).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
