// The workspace frame: skip link, header (environment and sign-in), navigation, banners, the
// current screen in <main>, and one live region for toasts. Screens live in their feature folders.
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Banners } from './app/Banners';
import { Header } from './app/Header';
import { routes } from './app/routes';
import { ToastProvider } from './app/toasts';
import { useContractEvents } from './app/use-contract-events';
import { DraftsHome } from './drafts/DraftsHome';
import { DraftEditor } from './editor/DraftEditor';
import { OutboxScreen } from './outbox/OutboxScreen';
import { SignInScreen } from './session/SignInScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { SubmittedScreen } from './submitted/SubmittedScreen';

export function App() {
  return (
    <ToastProvider>
      <Workspace />
    </ToastProvider>
  );
}

function EditorRoute({ id }: { id: string }) {
  const field = new URLSearchParams(useSearch()).get('field') ?? undefined;
  return <DraftEditor key={id} draftId={id} {...(field !== undefined && { focusField: field })} />;
}

function Workspace() {
  const { isOnline } = useContractEvents();
  return (
    <div className="frame">
      {/* Not a plain #fragment link: the hash is the router's, so focus moves by script. */}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      <Header />
      <Banners isOnline={isOnline} />
      <main id="main-content" tabIndex={-1}>
        <Switch>
          <Route path={routes.drafts}>
            <DraftsHome />
          </Route>
          <Route path="/drafts/:id">{(params) => <EditorRoute id={params.id} />}</Route>
          <Route path={routes.outbox}>
            <OutboxScreen />
          </Route>
          <Route path={routes.submitted}>
            <SubmittedScreen />
          </Route>
          <Route path={routes.settings}>
            <SettingsScreen />
          </Route>
          <Route path={routes.signIn}>
            <SignInScreen />
          </Route>
          <Route>
            <Redirect to={routes.drafts} replace />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
