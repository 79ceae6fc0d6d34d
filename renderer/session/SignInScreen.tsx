// Environments and sign-in: pick where to work, connect (each handshake step shown, with the
// authorization page as a link in browser mode or "open the page again" in the desktop app),
// the consumer secret of a remote environment asked for once in a password field, the expiry as
// a countdown, and sign out. The renderer never sees a token or secret (conventions 5): only
// auth:status, and the secret typed here goes one way, into main's vault. In the agent's language
// (decisions 91); a field error's text and the error notice's words are core's and errors.ts's,
// still English.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthStatus } from '../../shared/auth/auth-status-schema';
import type { AppError } from '../../shared/result';
import { appErrorOf } from '../data/unwrap';
import {
  cancelSignIn,
  isDesktopWindow,
  openAuthPage,
  useSignOut,
  useStartSignIn,
} from '../data/use-sign-in';
import {
  useAppInfo,
  useAuthStatus,
  useEnvironments,
  useSettings,
  useUpdateSettings,
} from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { TextField } from '../ui/TextField';
import { useNow } from '../ui/use-now';
import { useLocation } from 'wouter';
import { returnPath } from '../ui/return-path';
import {
  signInButtonWords,
  signInEndedWords,
  signedInUntil,
  simulatedOfflineWords,
  stepWords,
} from '../words/session';
import { durationWords } from '../words/time';
import { WeakProtectionConsent } from '../ui/WeakProtectionConsent';

const steps = ['requesting-token', 'waiting-for-browser', 'exchanging', 'signed-in'] as const;

/** The catalogue's <b> tag. */
const bold = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

function Steps({ status }: { status: AuthStatus }) {
  const intl = useIntl();
  const current = status.state === 'signed-in' ? 'signed-in' : status.progress;
  const currentIndex =
    current === undefined ? -1 : steps.indexOf(current as (typeof steps)[number]);
  return (
    <ol className="steps" aria-label={intl.formatMessage({ id: 'signIn.progress' })}>
      {steps.map((step, index) => {
        const isDone = index < currentIndex || status.state === 'signed-in';
        const state = isDone ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`step step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {intl.formatMessage({
                id:
                  state === 'done'
                    ? 'signIn.step.done'
                    : state === 'current'
                      ? 'signIn.step.current'
                      : 'signIn.step.next',
              })}
            </span>
            {stepWords(intl, step)}
          </li>
        );
      })}
    </ol>
  );
}

function AuthorizationPage({ url, isPaused }: { url: string; isPaused: boolean }) {
  const [problem, setProblem] = useState<AppError | null>(null);
  // The next thing to do is here: focus follows (the Sign in button pressed is gone by now).
  const nextRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => nextRef.current?.focus(), [url]);
  // "Simulate no connection" switched on after this sign-in began: a plain link would still reach
  // the sandbox's page (the browser, not the app, follows it), so none is offered until it is off.
  if (isPaused)
    return (
      <p className="muted">
        <FormattedMessage id="signIn.authPage.paused" />
      </p>
    );
  if (!isDesktopWindow) {
    // Browser mode: the app is already a browser; the page opens in a new tab from this link.
    return (
      <p>
        <a
          ref={nextRef}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="button primary"
        >
          <FormattedMessage id="signIn.authPage.open" />
        </a>{' '}
        <span className="muted">
          <FormattedMessage id="signIn.authPage.newTab" />
        </span>
      </p>
    );
  }
  return (
    <p>
      <FormattedMessage id="signIn.authPage.opened" />{' '}
      <button
        ref={nextRef}
        type="button"
        onClick={() => {
          void openAuthPage().then((result) => setProblem(result.ok ? null : result.error));
        }}
      >
        <FormattedMessage id="signIn.authPage.openAgain" />
      </button>
      {problem && <ErrorNotice error={problem} />}
    </p>
  );
}

export function SignInScreen() {
  const intl = useIntl();
  const auth = useAuthStatus();
  const environments = useEnvironments().data;
  const settings = useSettings().data;
  const info = useAppInfo().data;
  const updateSettings = useUpdateSettings();
  const now = useNow(1_000);
  const secretId = useId();
  const [secret, setSecret] = useState('');
  const [isReplacingSecret, setIsReplacingSecret] = useState(false);

  const status = auth.data;
  const environment = environments?.environments.find((e) => e.id === environments.selectedId);
  const isRemote = environment?.kind === 'remote';
  const asksSecret = isRemote && (status?.needsConsumerSecret === true || isReplacingSecret);
  const needsConsent =
    info?.secretStorage.isWeak === true && settings?.acceptWeakEncryption !== true;

  const connect = useStartSignIn(() => {
    // The secret goes to main once; the field does not keep it.
    setSecret('');
    setIsReplacingSecret(false);
  });
  const [, navigate] = useLocation();
  // Signed in: back to where the agent was before this screen (decisions 55).
  const startSignIn = () =>
    connect.mutate(asksSecret && secret.trim() !== '' ? { consumerSecret: secret } : {}, {
      onSuccess: (next) => {
        if (next.state === 'signed-in') navigate(returnPath());
      },
    });
  const signOut = useSignOut();

  const isSigningIn = status?.state === 'signing-in';
  const isSimulatedOffline = settings?.simulateOffline === true && environment?.kind === 'sandbox';
  const endedAt = status?.endedAt ? Date.parse(status.endedAt) : undefined;
  const endedWords = signInEndedWords(intl, endedAt, now);
  const expiresAt = status?.expiresAt ? Date.parse(status.expiresAt) : undefined;
  const error: AppError | undefined =
    (connect.error ? appErrorOf(connect.error) : undefined) ?? status?.lastError;
  const secretError = error?.fieldErrors?.find((f) => f.field === 'consumerSecret')?.message;

  return (
    <section aria-labelledby="sign-in-heading" className="screen narrow">
      <h1 id="sign-in-heading">
        <FormattedMessage id="signIn.heading" />
      </h1>

      <h2>
        <FormattedMessage id="signIn.environment" />
      </h2>
      <p>
        <label htmlFor="environment-picker">
          <FormattedMessage id="signIn.workIn" />
        </label>{' '}
        <select
          id="environment-picker"
          value={environments?.selectedId ?? ''}
          disabled={isSigningIn || updateSettings.isPending}
          onChange={(event) => updateSettings.mutate({ environmentId: event.target.value })}
        >
          {environments?.environments.map((option) => (
            <option key={option.id} value={option.id}>
              {option.kind === 'sandbox'
                ? intl.formatMessage({ id: 'signIn.sandboxOption' }, { name: option.name })
                : option.name}
            </option>
          ))}
        </select>
      </p>
      {updateSettings.error && <ErrorNotice error={appErrorOf(updateSettings.error)} />}
      <p className="muted">
        {isRemote
          ? intl.formatMessage({ id: 'signIn.remoteTarget' }, { url: environment.baseUrl })
          : intl.formatMessage({ id: 'signIn.sandboxHint' })}
      </p>

      <h2>
        <FormattedMessage id="signIn.connection" />
      </h2>
      {status === undefined ? (
        <p>
          <FormattedMessage id="session.summary.checking" />
        </p>
      ) : status.state === 'signed-in' && expiresAt !== undefined ? (
        <>
          <p className="session-ok">
            <FormattedMessage
              id="signIn.signedInTo"
              values={{
                ...bold,
                environment: environment?.name ?? '',
                until: signedInUntil(intl, expiresAt, now),
                duration: durationWords(intl, Math.max(0, expiresAt - now)),
              }}
            />
          </p>
          <p>
            <button type="button" onClick={() => startSignIn()} disabled={connect.isPending}>
              <FormattedMessage id="signIn.again" />
            </button>{' '}
            <button type="button" onClick={() => signOut.mutate()}>
              <FormattedMessage id="signIn.signOut" />
            </button>
          </p>
          <p className="muted">
            <FormattedMessage id="signIn.signOutHint" />
          </p>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            startSignIn();
          }}
        >
          {isSimulatedOffline && (
            <p role="status">
              <FormattedMessage
                id="signIn.simulatedWaits"
                values={{ ...bold, label: simulatedOfflineWords(intl) }}
              />
            </p>
          )}
          {endedWords !== undefined && <p className="session-ended">{endedWords}</p>}
          {needsConsent && <WeakProtectionConsent />}
          {asksSecret && (
            <TextField
              id={secretId}
              label={
                <FormattedMessage
                  id="signIn.secretLabel"
                  values={{ environment: environment?.name ?? '' }}
                />
              }
              type="password"
              autoComplete="off"
              value={secret}
              onChange={setSecret}
              aria-describedby={`${secretId}-hint${secretError ? ` ${secretId}-error` : ''}`}
              aria-invalid={secretError ? true : undefined}
              disabled={isSigningIn}
              after={
                <>
                  <span id={`${secretId}-hint`} className="hint">
                    <FormattedMessage id="signIn.secretHint" />
                  </span>
                  {secretError && (
                    <span id={`${secretId}-error`} className="field-error">
                      {secretError}
                    </span>
                  )}
                </>
              }
            />
          )}
          {isRemote && !asksSecret && !isSigningIn && (
            <p>
              <button
                type="button"
                className="link-button"
                onClick={() => setIsReplacingSecret(true)}
              >
                <FormattedMessage id="signIn.replaceSecret" />
              </button>
            </p>
          )}
          <p>
            {isSigningIn ? (
              <button type="button" onClick={cancelSignIn}>
                <FormattedMessage id="signIn.cancel" />
              </button>
            ) : (
              <button type="submit" className="primary" disabled={needsConsent}>
                {signInButtonWords(intl, endedAt)}
              </button>
            )}
          </p>
        </form>
      )}
      {(isSigningIn || status?.state === 'signed-in') && status && <Steps status={status} />}
      {isSigningIn && status?.authorizeUrl && (
        <AuthorizationPage url={status.authorizeUrl} isPaused={isSimulatedOffline} />
      )}
      {error && !isSigningIn && status?.state !== 'signed-in' && <ErrorNotice error={error} />}
    </section>
  );
}
