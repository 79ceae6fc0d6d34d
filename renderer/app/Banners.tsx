// Conditions the agent must know about wherever they are: offline, the sign-in ended with work
// waiting, the sign-in ends within the hour, an update is ready, an environments file or the
// sandbox has a problem, the data folder is read-only or damaged files were set aside. Each is a landmark-free notice under the header; the urgent ones are
// also announced (role="alert" only for the sign-in ending, which stops sending).
import { Link } from 'wouter';
import { useIsOnline } from '../data/use-online';
import { useOutbox } from '../data/use-outbox';
import { useAppInfo, useAuthStatus, useEnvironments } from '../data/use-session';
import { clockTime, durationWords } from '../words/time';
import { useNow } from '../ui/use-now';
import { routes } from '../ui/routes';
import { environmentFileProblemWords, sandboxProblemWords } from '../words/environments';
import {
  readOnlyFooter,
  readOnlyHeading,
  readOnlyReason,
  setAsideFooter,
  setAsideHeading,
  setAsideLine,
} from '../words/storage';

export function Banners() {
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
  const applications = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

  return (
    <div className="banners">
      {isOffline && (
        <div className="banner banner-offline" role="status">
          <strong>You are offline.</strong> Keep working: applications wait in the outbox and are
          sent when the connection is back.
        </div>
      )}
      {needsSignIn && (
        <div className="banner banner-problem" role="alert">
          <strong>Sign in again to continue sending.</strong>{' '}
          {pending > 0 ? `${applications(pending)} waiting; nothing is lost. ` : ''}
          <Link href={routes.signIn} className="button small">
            Sign in again
          </Link>
        </div>
      )}
      {auth?.state === 'signed-in' && auth.expiresSoon && expiresAt !== undefined && (
        <div className="banner banner-warning" role="status">
          <strong>Your sign-in ends at {clockTime(expiresAt)}</strong> (in{' '}
          {durationWords(Math.max(0, expiresAt - now))}). Sign in again now to avoid a pause.{' '}
          <Link href={routes.signIn} className="button small">
            Sign in again
          </Link>
        </div>
      )}
      {info?.update && (
        <div className="banner banner-info" role="status">
          Version {info.update.version} is ready. It is installed when you quit Boarding Desk;
          nothing restarts while you work.
        </div>
      )}
      {info?.storage.readOnly && (
        <div className="banner banner-problem" role="status">
          <strong>{readOnlyHeading}</strong> {readOnlyReason(info.storage.readOnly)}{' '}
          {readOnlyFooter}
        </div>
      )}
      {info && info.storage.setAside.length > 0 && (
        <div className="banner banner-warning" role="status">
          <strong>{setAsideHeading}</strong>
          <ul className="banner-list">
            {info.storage.setAside.map((file) => (
              <li key={`${file.what}-${file.at}`}>{setAsideLine(file)}</li>
            ))}
          </ul>
          {setAsideFooter}
        </div>
      )}
      {/* Every banner is a status: axe asks page content to sit in a landmark or live region. */}
      {environments?.fileProblem && (
        <div className="banner banner-warning" role="status">
          <strong>Some environments could not be loaded.</strong>{' '}
          {environmentFileProblemWords(environments.fileProblem)}
        </div>
      )}
      {isSandboxSelected && sandbox?.kind === 'sandbox' && sandbox.problem && (
        <div className="banner banner-problem" role="status">
          <strong>The built-in sandbox is not running.</strong>{' '}
          {sandboxProblemWords(sandbox.problem)}
        </div>
      )}
    </div>
  );
}
