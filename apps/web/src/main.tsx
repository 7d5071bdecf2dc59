import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from './app/navigation';
import { queryClient } from './app/query-client';
import { routes } from './app/router';
import { warmIntl } from './app/warm-intl';
import { adoptUrlToken } from './lib/session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';

// Before the router runs its guards: a ?token= in the address starts the session (spec §4).
adoptUrlToken();
warmIntl();
// Evaluating the modules is one task and starting the router another, so neither keeps a phone's
// main thread (and the first frame's paint) waiting for long.
setTimeout(start, 0);

function start() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
