import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from './app/navigation';
import { queryClient } from './app/query-client';
import { routes } from './app/router';
import { warmIntl } from './app/warm-intl';
import { dropUrlToken } from './lib/session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';

// Before the router runs: a ?token= in the address never becomes the tab's session (issue 15).
dropUrlToken();
// Evaluating the modules is one task, starting the Intl worker (about 10 ms of a phone's main thread)
// another, and starting the router a third, so none keeps the main thread (and the first frame's
// paint) waiting for long.
setTimeout(warmIntl, 0);
setTimeout(start, 0);

function start() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for its whole length.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
