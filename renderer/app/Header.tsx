// The header: the app's name, the screens (with counts at a glance: Drafts counts unfinished
// applications only, Needs action the merchants waiting on the agent), and where the agent is
// working (environment) and whether they are signed in, with the link to sign in.
import { Link, useLocation } from 'wouter';
import { useDraftCounts } from '../data/use-drafts';
import { unfinishedCount } from '../../shared/drafts/unfinished';
import { useMerchants, useOutbox } from '../data/use-outbox';
import { needsAgent } from '../../shared/status/needs-action';
import { useAuthStatus, useEnvironments } from '../data/use-session';
import { sessionSummary, signInLinkWords } from '../words/session';
import { useNow } from '../ui/use-now';
import { routes } from '../ui/routes';

function NavLink({ to, label, count }: { to: string; label: string; count?: number | undefined }) {
  const [location] = useLocation();
  const isCurrent = location === to || (to === routes.drafts && location.startsWith('/drafts/'));
  return (
    <li>
      <Link href={to} aria-current={isCurrent ? 'page' : undefined}>
        {label}
        {count !== undefined && count > 0 && (
          <span className="count">
            <span className="visually-hidden">, </span>
            {count.toLocaleString()}
          </span>
        )}
      </Link>
    </li>
  );
}

export function Header() {
  const counts = useDraftCounts().data;
  const outbox = useOutbox().data;
  const merchants = useMerchants().data?.merchants;
  const needsYou = merchants?.filter(needsAgent).length;
  const auth = useAuthStatus().data;
  const environments = useEnvironments().data;
  const now = useNow(10_000);
  const environment = environments?.environments.find(
    (candidate) => candidate.id === environments.selectedId,
  );
  const isSignedIn = auth?.state === 'signed-in';
  return (
    <header className="header">
      <p className="app-name">Boarding Desk</p>
      <nav aria-label="Screens">
        <ul>
          <NavLink to={routes.drafts} label="Drafts" count={counts && unfinishedCount(counts)} />
          <NavLink to={routes.outbox} label="Outbox" count={outbox?.totals.pending} />
          <NavLink to={routes.submitted} label="Submitted" />
          <NavLink to={routes.needsAction} label="Needs action" count={needsYou} />
          <NavLink to={routes.settings} label="Settings" />
        </ul>
      </nav>
      <div className="session" aria-label="Sign-in" role="group">
        <span className="environment-name">{environment?.name ?? '…'}</span>
        <span className={isSignedIn ? 'session-state signed-in' : 'session-state'}>
          {sessionSummary(auth, now)}
        </span>
        <Link href={routes.signIn} className="button small">
          {signInLinkWords(isSignedIn)}
        </Link>
      </div>
    </header>
  );
}
