// Where the agent was before the sign-in screen (decisions 55), so signing in brings them back
// there instead of leaving them on the sign-in screen. The shell remembers every other route as
// it is shown; kept in sessionStorage, per window, so a reload keeps it and another window does
// not take it over.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routes } from './routes';

const storageKey = 'boarding-desk.return-path';

function remember(path: string): void {
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage refused (private mode, quota): the agent lands on Drafts instead.
  }
}

/** The route to go back to after signing in; Drafts when none was seen. */
export function returnPath(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? routes.drafts;
  } catch {
    return routes.drafts;
  }
}

/** Called once by the shell: remembers each route other than the sign-in screen. */
export function useRememberReturnPath(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location !== routes.signIn) remember(location);
  }, [location]);
}
