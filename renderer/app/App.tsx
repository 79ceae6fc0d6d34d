// The workspace frame: skip link, header (environment and sign-in), navigation, banners, the
// current screen in <main>, and one live region for toasts, inside the agent's language
// (decisions 91). Screens live in their feature folders.
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Redirect, Route, Switch } from 'wouter';
import { usePendingAgentLanguage, useSettings } from '../data/use-session';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { Banners } from './Banners';
import { Header } from './Header';
import { useEventToasts } from './use-event-toasts';
import { loadDraftEditor, loadedDraftEditor, preloadWhenIdle } from './preload-screen';
import { routes } from '../ui/routes';
import { ToastProvider } from '../ui/toasts';
import { useRememberReturnPath } from '../ui/return-path';
import { WelcomeCard } from '../ui/WelcomeCard';
import { DraftsHome } from '../drafts/DraftsHome';
import { NeedsActionScreen } from '../needs-action/NeedsActionScreen';
import { OutboxScreen } from '../outbox/OutboxScreen';
import { SignInScreen } from '../session/SignInScreen';
import { SubmittedScreen } from '../submitted/SubmittedScreen';

// The frame's small screens are in the first chunk (splitting them only made the first load
// fetch and link a dozen shared pieces); the editor (form, masks, category list) and Settings
// (form and schema libraries) load when first visited; the editor is also preloaded when idle.
const DraftEditor = lazy(() =>
  loadDraftEditor().then((module) => ({ default: module.DraftEditor })),
);
// The review with the merchant (signature pad, the shared schemas) loads when first opened.
const ReviewScreen = lazy(() =>
  import('../review/ReviewScreen').then((module) => ({ default: module.ReviewScreen })),
);
const SettingsScreen = lazy(() =>
  import('../settings/SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
);

export function App() {
  // The pick being saved shows at once; the setting once its save has ended (decisions 91).
  const pending = usePendingAgentLanguage();
  const setting = useSettings().data?.agentLanguage;
  const choice = pending ?? setting;
  return (
    <LanguageProvider choice={choice}>
      <ToastProvider>
        <Workspace />
      </ToastProvider>
    </LanguageProvider>
  );
}

function EditorRoute({ id, field }: { id: string; field?: string | undefined }) {
  // Chosen once per mount, so a chunk that arrives while the lazy one is on screen never remounts it.
  const [Editor] = useState(() => loadedDraftEditor() ?? DraftEditor);
  return <Editor key={id} draftId={id} {...(field !== undefined && { focusField: field })} />;
}

function Workspace() {
  useEventToasts();
  useRememberReturnPath();
  useEffect(() => preloadWhenIdle(loadDraftEditor), []);
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
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      <Banners />
      <main id="main-content" tabIndex={-1}>
        <WelcomeCard />
        <Suspense
          fallback={
            <p role="status">
              <FormattedMessage id="shell.loading" />
            </p>
          }
        >
          <Switch>
            <Route path={routes.drafts}>
              <DraftsHome />
            </Route>
            <Route path="/drafts/:id/review">
              {(params) => <ReviewScreen key={params.id} draftId={params.id} />}
            </Route>
            <Route path="/drafts/:id">{(params) => <EditorRoute id={params.id} />}</Route>
            <Route path="/drafts/:id/at/:field">
              {(params) => <EditorRoute id={params.id} field={decodeURIComponent(params.field)} />}
            </Route>
            <Route path={routes.outbox}>
              <OutboxScreen />
            </Route>
            <Route path={routes.submitted}>
              <SubmittedScreen />
            </Route>
            <Route path={routes.needsAction}>
              <NeedsActionScreen />
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
        </Suspense>
      </main>
    </div>
  );
}
