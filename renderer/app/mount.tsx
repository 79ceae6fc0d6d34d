// Mounts the React app: providers (TanStack Query, wouter's hash router) around the workspace.
// Loaded by main.tsx after the first screen's requests are on their way.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { App } from './App';
import { adoptEarlyRequests, type EarlyRequests } from '../data/prefetch';
import { createQueryClient } from '../data/query-client';
import '../styles.css';
import '../ui/print.css';

export function mount(root: HTMLElement, early: EarlyRequests): void {
  const client = createQueryClient();
  adoptEarlyRequests(client, early);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router hook={useHashLocation}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
}
