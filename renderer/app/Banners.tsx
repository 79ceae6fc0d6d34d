// Conditions the agent must know about wherever they are: offline, the sign-in ended with work
// waiting, the sign-in ends within the hour, an update is ready, an environments file or the
// sandbox has a problem, the organisation's settings file could not be applied, the data folder is
// read-only or damaged files were set aside. Each is a landmark-free notice under the header; the
// urgent ones are also announced (role="alert" only for the sign-in ending, which stops sending).
// In the agent's language (decisions 91), but for the read-only folder's reason (the error words'
// own change converts it). The organisation's file's place and its settings' rules are data.
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useIsOnline } from '../data/use-online';
import { useOutbox } from '../data/use-outbox';
import {
  useAppInfo,
  useAuthStatus,
  useEnvironments,
  useSettings,
  useUpdateSettings,
} from '../data/use-session';
import { endsTodayReminder, simulatedOfflineWords } from '../words/session';
import { formatClock } from '../i18n/format';
import { durationWords, isSameLocalDay, localDayKey } from '../words/time';
import { useNow } from '../ui/use-now';
import { usePolicyState } from '../data/use-policy';
import { policyIssueWords, policyProblemHeading } from '../words/policy';
import { routes } from '../ui/routes';
import { environmentFileProblemWords, sandboxProblemWords } from '../words/environments';
import { readOnlyReason, setAsideLine } from '../words/storage';
import type { MessageId } from '../i18n/message-ids';

/** The catalogue's <b> tag: the banner's lead words. */
const bold = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

/**
 * One banner: its tone is its colour (styles.css). Every banner is a status, since axe asks page
 * content to sit in a landmark or live region; an alert only where the header says so. A heading
 * is the banner's lead words, in bold before the rest.
 */
function Banner({
  tone,
  isAlert = false,
  heading,
  children,
}: {
  tone: 'offline' | 'problem' | 'warning' | 'info';
  isAlert?: boolean;
  heading?: MessageId;
  children: ReactNode;
}) {
  return (
    <div className={`banner banner-${tone}`} role={isAlert ? 'alert' : 'status'}>
      {heading !== undefined && (
        <>
          <strong>
            <FormattedMessage id={heading} />
          </strong>{' '}
        </>
      )}
      {children}
    </div>
  );
}

/** The way out of the sign-in banners: the sign-in screen. */
function SignInAgainLink() {
  return (
    <Link href={routes.signIn} className="button small">
      <FormattedMessage id="banner.signInAgain" />
    </Link>
  );
}

export function Banners() {
  const intl = useIntl();
  const outbox = useOutbox().data;
  const auth = useAuthStatus().data;
  const info = useAppInfo().data;
  const environments = useEnvironments().data;
  const now = useNow();
  const pending = outbox?.totals.pending ?? 0;
  const isOffline = !useIsOnline();
  // Only when something is waiting: a signed-out agent with an empty outbox is not interrupted.
  const needsSignIn =
    pending > 0 && (outbox?.paused?.reason === 'sign-in' || auth?.state === 'expired');
  const expiresAt = auth?.expiresAt ? Date.parse(auth.expiresAt) : undefined;
  const sandbox = environments?.environments.find((environment) => environment.kind === 'sandbox');
  const isSandboxSelected = environments?.selectedId === sandbox?.id;
  const settings = useSettings().data;
  const policy = usePolicyState().data;
  const isSimulatedOffline = settings?.simulateOffline === true && isSandboxSelected;
  const reminder = useStartOfDayReminder(
    auth?.state === 'signed-in' ? expiresAt : undefined,
    now,
    settings?.signInReminderDay,
  );

  return (
    <div className="banners">
      {isSimulatedOffline && (
        <Banner tone="offline">
          <FormattedMessage
            id="banner.simulatedOffline"
            values={{ ...bold, label: simulatedOfflineWords(intl) }}
          />{' '}
          <Link href={routes.settings} className="button small">
            <FormattedMessage id="banner.switchOffInSettings" />
          </Link>
        </Banner>
      )}
      {reminder.isShown && expiresAt !== undefined && (
        <Banner tone="warning">
          <strong>{endsTodayReminder(intl, expiresAt)}</strong> <SignInAgainLink />{' '}
          <button type="button" className="small" onClick={reminder.dismiss}>
            <FormattedMessage id="banner.later" />
          </button>
        </Banner>
      )}
      {isOffline && !isSimulatedOffline && (
        <Banner tone="offline">
          <FormattedMessage id="banner.offline" values={bold} />
        </Banner>
      )}
      {needsSignIn && (
        <Banner tone="problem" isAlert>
          <FormattedMessage id="banner.needsSignIn" values={{ ...bold, count: pending }} />{' '}
          <SignInAgainLink />
        </Banner>
      )}
      {auth?.state === 'signed-in' && auth.expiresSoon && expiresAt !== undefined && (
        <Banner tone="warning">
          <FormattedMessage
            id="banner.expiresSoon"
            values={{
              ...bold,
              time: formatClock(intl, expiresAt),
              duration: durationWords(intl, Math.max(0, expiresAt - now)),
            }}
          />{' '}
          <SignInAgainLink />
        </Banner>
      )}
      {info?.update && (
        <Banner tone="info">
          <FormattedMessage id="banner.update" values={{ version: info.update.version }} />
        </Banner>
      )}
      {info?.storage.readOnly && (
        <Banner tone="problem" heading="storage.readOnlyHeading">
          {readOnlyReason(intl, info.storage.readOnly)}{' '}
          <FormattedMessage id="storage.readOnlyFooter" />
        </Banner>
      )}
      {info && info.storage.setAside.length > 0 && (
        <Banner tone="warning">
          <strong>
            <FormattedMessage id="storage.setAsideHeading" />
          </strong>
          <ul className="banner-list">
            {info.storage.setAside.map((file) => (
              <li key={`${file.what}-${file.at}`}>{setAsideLine(intl, file)}</li>
            ))}
          </ul>
          <FormattedMessage id="storage.setAsideFooter" />
        </Banner>
      )}
      {environments?.fileProblem && (
        <Banner tone="warning" heading="banner.environmentsProblem">
          {environmentFileProblemWords(intl, environments.fileProblem)}
        </Banner>
      )}
      {policy?.problem && (
        <Banner tone="problem">
          <strong>{policyProblemHeading(intl, policy.problem)}</strong>{' '}
          {policy.problem.issues.length > 0 && (
            <ul
              className="banner-list"
              aria-label={intl.formatMessage({ id: 'policy.settingsToFix' })}
            >
              {policy.problem.issues.slice(0, 5).map((issue, index) => (
                <li key={`${issue.setting}-${index}`}>
                  <code>{policyIssueWords(issue)}</code>
                </li>
              ))}
              {policy.problem.issues.length > 5 && (
                <li>
                  <FormattedMessage
                    id="banner.policyMore"
                    values={{ count: policy.problem.issues.length - 5 }}
                  />
                </li>
              )}
            </ul>
          )}
          <FormattedMessage id="policy.problem.footer" />{' '}
          <Link href={routes.settings} className="button small">
            <FormattedMessage id="banner.seeInSettings" />
          </Link>
        </Banner>
      )}
      {isSandboxSelected && sandbox?.kind === 'sandbox' && sandbox.problem && (
        <Banner tone="problem" heading="banner.sandboxDown">
          {sandboxProblemWords(intl, sandbox.problem)}
        </Banner>
      )}
    </div>
  );
}

/**
 * The start-of-day reminder (decisions 55): the first time the app is open on a calendar day
 * (opened, or woken past midnight) while the sign-in ends later that day. Shown once a day: the
 * day is kept in settings as soon as it shows, so a reload or another window does not repeat it.
 */
function useStartOfDayReminder(
  expiresAt: number | undefined,
  now: number,
  remindedDay: string | undefined,
): { isShown: boolean; dismiss: () => void } {
  const update = useUpdateSettings();
  const today = localDayKey(now);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const [dismissedDay, setDismissedDay] = useState<string | null>(null);
  const isDue =
    expiresAt !== undefined &&
    expiresAt > now &&
    isSameLocalDay(expiresAt, now) &&
    remindedDay !== undefined &&
    remindedDay !== today;
  // Adjusting state while rendering (React's pattern for state derived from a change): the day
  // it was first due is remembered here, then written to settings by the effect.
  if (isDue && shownDay !== today) setShownDay(today);
  const { mutate } = update;
  useEffect(() => {
    if (shownDay === today && remindedDay !== undefined && remindedDay !== today)
      mutate({ signInReminderDay: today });
  }, [shownDay, today, remindedDay, mutate]);
  return {
    isShown:
      shownDay === today && dismissedDay !== today && expiresAt !== undefined && expiresAt > now,
    dismiss: () => setDismissedDay(today),
  };
}
