// Placeholder screen until the UI issue lands: proves the whole path works (renderer → bridge →
// dispatcher → core) by showing app info and sign-in status from IPC, and says plainly when the
// OS keychain is not used (browser mode).
import { useEffect, useState } from 'react';
import type { AppInfo } from '../shared/ipc/app-info-schema';
import type { ValueOf } from '../shared/ipc/contract';
import { Route, Switch } from 'wouter';
import { DraftEditor } from './editor/DraftEditor';
import { boarding } from './ipc/boarding-client';

type AuthStatus = ValueOf<'auth:status'>;

export function App() {
  return (
    <Switch>
      <Route path="/drafts/:id">{(params) => <DraftEditor draftId={params.id} />}</Route>
      <Route>
        <Placeholder />
      </Route>
    </Switch>
  );
}

function Placeholder() {
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [auth, setAuth] = useState<AuthStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void boarding.app.info().then((result) => {
      if (!isCurrent) return;
      if (result.ok) setInfo(result.value);
      else setProblem(result.error.message);
    });
    void boarding.auth.status().then((result) => {
      if (isCurrent && result.ok) setAuth(result.value);
    });
    const unsubscribe = boarding.on('auth:changed', setAuth);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, []);

  return (
    <main className="placeholder">
      <h1>Boarding Desk</h1>
      {problem && <p role="alert">{problem}</p>}
      {info && (
        <dl aria-label="App information">
          <dt>Version</dt>
          <dd data-testid="app-version">{info.version}</dd>
          <dt>Running as</dt>
          <dd data-testid="app-mode">{info.mode === 'browser' ? 'Browser mode' : 'Desktop app'}</dd>
          <dt>Secrets protected by</dt>
          <dd data-testid="secret-storage">{info.secretStorage.kind}</dd>
        </dl>
      )}
      {info && !info.secretStorage.isOsKeychain && (
        <p className="notice" data-testid="keychain-notice">
          The operating system keychain is not used in this mode. Sign-in secrets are encrypted with
          a key kept in a file in this app&apos;s data folder, readable by your user account.
        </p>
      )}
      {auth && (
        <p data-testid="auth-status">
          Environment <strong>{auth.environmentId}</strong>: {auth.state.replace('-', ' ')}
        </p>
      )}
    </main>
  );
}
