// A list screen's heading with the screen's own actions beside it (the drafts' New buttons, the
// worklist's Refresh all): side by side, wrapping under the heading on a narrow window. The
// heading's id is what the screen's <section> is labelled by.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-ids';

export function ScreenHead({
  id,
  heading,
  children,
}: {
  id: string;
  heading: MessageId;
  children: ReactNode;
}) {
  return (
    <div className="screen-head">
      <h1 id={id}>
        <FormattedMessage id={heading} />
      </h1>
      <div className="actions">{children}</div>
    </div>
  );
}
