// The header: the app's name, the screens (with counts at a glance: Drafts counts unfinished
// applications only, Needs action the merchants waiting on the agent), and where the agent is
// working (environment) and whether they are signed in, with the link to sign in, and the
// agent's language (decisions 91).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { formatCount } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { LanguagePicker } from '../ui/LanguagePicker';
import { useDraftCounts } from '../data/use-drafts';
import { unfinishedCount } from '../../shared/drafts/unfinished';
import { useMerchants, useOutbox } from '../data/use-outbox';
import { needsAgent } from '../../shared/status/needs-action';
import { useAuthStatus, useEnvironments } from '../data/use-session';
import { sessionSummary, signInLinkWords } from '../words/session';
import { useNow } from '../ui/use-now';
import { routes } from '../ui/routes';

function NavLink({
  to,
  label,
  count,
}: {
  to: string;
  label: MessageId;
  count?: number | undefined;
}) {
  const intl = useIntl();
  const [location] = useLocation();
  const isCurrent = location === to || (to === routes.drafts && location.startsWith('/drafts/'));
  return (
    <li>
      <Link href={to} aria-current={isCurrent ? 'page' : undefined}>
        {intl.formatMessage({ id: label })}
        {count !== undefined && count > 0 && (
          <span className="count">
            <span className="visually-hidden">, </span>
            {formatCount(intl, count)}
          </span>
        )}
      </Link>
    </li>
  );
}

export function Header() {
  const intl = useIntl();
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
      {/* The product's name and the environment's (an administrator's name for it) are names, not
          words to translate: translate="no" says so to browsers and to the pseudo-locale spec. */}
      <p className="app-name" translate="no">
        Boarding Desk
      </p>
      <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        <ul>
          <NavLink
            to={routes.drafts}
            label="shell.nav.drafts"
            count={counts && unfinishedCount(counts)}
          />
          <NavLink to={routes.outbox} label="shell.nav.outbox" count={outbox?.totals.pending} />
          <NavLink to={routes.submitted} label="shell.nav.submitted" />
          <NavLink to={routes.needsAction} label="shell.nav.needsAction" count={needsYou} />
          <NavLink to={routes.settings} label="shell.nav.settings" />
        </ul>
      </nav>
      <div
        className="session"
        aria-label={intl.formatMessage({ id: 'shell.session.label' })}
        role="group"
      >
        <span className="environment-name" translate="no">
          {environment?.name ?? '…'}
        </span>
        <span className={isSignedIn ? 'session-state signed-in' : 'session-state'}>
          {sessionSummary(intl, auth, now)}
        </span>
        <Link href={routes.signIn} className="button small">
          {signInLinkWords(intl, isSignedIn)}
        </Link>
        <LanguagePicker />
      </div>
    </header>
  );
}
