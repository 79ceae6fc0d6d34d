// The shell's half of the contract events: the data layer keeps the cache current and reports
// what happened as typed notices; here each notice becomes its words and a toast. The sign-in and
// outbox notices are in the agent's language; the statuses' are still English (decisions 91).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { routes } from '../ui/routes';
import { useContractEvents, type EventNotice } from '../data/use-contract-events';
import { useToast } from '../ui/toasts';
import { rejectedNotice, submittedNotice } from '../words/outbox';
import { signedInNotice, signInEndedNotice } from '../words/session';
import { statusChangedNotice } from '../words/status';

export function useEventToasts(): void {
  const intl = useIntl();
  const notify = useToast();
  const [, navigate] = useLocation();
  const onNotice = useCallback(
    (notice: EventNotice) => {
      switch (notice.kind) {
        case 'submitted':
          return notify(submittedNotice(intl, notice.name, notice.merchantId), 'success');
        case 'rejected':
          return notify(rejectedNotice(intl, notice.name), 'problem');
        case 'sign-in-ended':
          return notify(signInEndedNotice(intl), 'problem');
        case 'signed-in':
          return notify(signedInNotice(intl), 'success');
        case 'status-changed':
          return notify(
            statusChangedNotice(intl, notice.name, notice.merchantId, notice.status),
            notice.status === 'Declined' ? 'problem' : 'success',
          );
        case 'open-application':
          return navigate(routes.draft(notice.draftId));
      }
    },
    [intl, notify, navigate],
  );
  useContractEvents(onNotice);
}
