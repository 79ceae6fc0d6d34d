// Environments and sign-in: pick where to work, connect (each handshake step shown, with the
// authorization page as a link in browser mode or "open the page again" in the desktop app),
// the consumer secret of a remote environment asked for once in a password field, the expiry as
// a countdown, and sign out. The renderer never sees a token or secret (conventions 5): only
// auth:status, and the secret typed here goes one way, into main's vault.
import { useEffect, useId, useRef, useState } from 'react';
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

function Steps({ status }: { status: AuthStatus }) {
  const current = status.state === 'signed-in' ? 'signed-in' : status.progress;
  const currentIndex =
    current === undefined ? -1 : steps.indexOf(current as (typeof steps)[number]);
  return (
    <ol className="steps" aria-label="Sign-in progress">
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
              {state === 'done' ? 'Done: ' : state === 'current' ? 'Now: ' : 'Next: '}
            </span>
            {stepWords[step]}
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
        The authorization page can be opened once the simulated connection is switched off in
        Settings.
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
          Open the authorization page
        </a>{' '}
        <span className="muted">
          It opens in a new tab. Choose Authorize there, then come back.
        </span>
      </p>
    );
  }
  return (
    <p>
      The authorization page opened in your web browser. Choose Authorize there.{' '}
      <button
        ref={nextRef}
        type="button"
        onClick={() => {
          void openAuthPage().then((result) => setProblem(result.ok ? null : result.error));
        }}
      >
        Open the page again
      </button>
      {problem && <ErrorNotice error={problem} />}
    </p>
  );
}

export function SignInScreen() {
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
  const endedWords = signInEndedWords(endedAt, now);
  const expiresAt = status?.expiresAt ? Date.parse(status.expiresAt) : undefined;
  const error: AppError | undefined =
    (connect.error ? appErrorOf(connect.error) : undefined) ?? status?.lastError;
  const secretError = error?.fieldErrors?.find((f) => f.field === 'consumerSecret')?.message;

  return (
    <section aria-labelledby="sign-in-heading" className="screen narrow">
      <h1 id="sign-in-heading">Sign in</h1>

      <h2>Environment</h2>
      <p>
        <label htmlFor="environment-picker">Work in</label>{' '}
        <select
          id="environment-picker"
          value={environments?.selectedId ?? ''}
          disabled={isSigningIn || updateSettings.isPending}
          onChange={(event) => updateSettings.mutate({ environmentId: event.target.value })}
        >
          {environments?.environments.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.kind === 'sandbox' ? ' (practice, no real merchants)' : ''}
            </option>
          ))}
        </select>
      </p>
      {updateSettings.error && <ErrorNotice error={appErrorOf(updateSettings.error)} />}
      <p className="muted">
        {isRemote
          ? `Applications go to ${environment.baseUrl}.`
          : 'The built-in sandbox runs on this computer: a safe place to practise. Add real environments in Settings.'}
      </p>

      <h2>Connection</h2>
      {status === undefined ? (
        <p>Checking sign-in…</p>
      ) : status.state === 'signed-in' && expiresAt !== undefined ? (
        <>
          <p className="session-ok">
            <strong>Signed in to {environment?.name}.</strong> {signedInUntil(expiresAt, now)} (
            {durationWords(Math.max(0, expiresAt - now))} left). A sign-in lasts 24 hours.
          </p>
          <p>
            <button type="button" onClick={() => startSignIn()} disabled={connect.isPending}>
              Sign in again now
            </button>{' '}
            <button type="button" onClick={() => signOut.mutate()}>
              Sign out
            </button>
          </p>
          <p className="muted">
            Signing out removes every stored sign-in and consumer secret from this computer.
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
              <strong>{simulatedOfflineWords}.</strong> Signing in waits until you switch it off in
              Settings.
            </p>
          )}
          {endedWords !== undefined && <p className="session-ended">{endedWords}</p>}
          {needsConsent && <WeakProtectionConsent />}
          {asksSecret && (
            <p className="field">
              <label htmlFor={secretId}>Consumer secret for {environment?.name}</label>
              <input
                id={secretId}
                type="password"
                autoComplete="off"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                aria-describedby={`${secretId}-hint${secretError ? ` ${secretId}-error` : ''}`}
                aria-invalid={secretError ? true : undefined}
                disabled={isSigningIn}
              />
              <span id={`${secretId}-hint`} className="hint">
                From your environment&apos;s details. It is stored encrypted on this computer and
                never shown again.
              </span>
              {secretError && (
                <span id={`${secretId}-error`} className="field-error">
                  {secretError}
                </span>
              )}
            </p>
          )}
          {isRemote && !asksSecret && !isSigningIn && (
            <p>
              <button
                type="button"
                className="link-button"
                onClick={() => setIsReplacingSecret(true)}
              >
                Replace the consumer secret
              </button>
            </p>
          )}
          <p>
            {isSigningIn ? (
              <button type="button" onClick={cancelSignIn}>
                Cancel sign-in
              </button>
            ) : (
              <button type="submit" className="primary" disabled={needsConsent}>
                {signInButtonWords(endedAt)}
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
