import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireAgent, requireLogin } from './require-login';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/member', loader: requireLogin, element: <p>member centre</p> },
      { path: '/agentHome', loader: requireAgent, element: <p>agent centre</p> },
      { path: '/login', element: <p>login popup</p> },
      { path: '/agent', element: <p>agent landing</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  it('sends a visitor without a session token to /login', async () => {
    const router = renderAt('/member');
    expect(await screen.findByText('login popup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a session through', async () => {
    window.sessionStorage.setItem('token', 'abc');
    renderAt('/member');
    expect(await screen.findByText('member centre')).toBeTruthy();
  });

  it('sends a member who is not an agent from /agentHome to /agent', async () => {
    window.sessionStorage.setItem('token', 'abc');
    const router = renderAt('/agentHome');
    expect(await screen.findByText('agent landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('lets an agent into /agentHome and sends a visitor to /login', async () => {
    window.sessionStorage.setItem('token', 'abc');
    window.sessionStorage.setItem('isAgent', 'true');
    renderAt('/agentHome');
    expect(await screen.findByText('agent centre')).toBeTruthy();
  });

  it('sends a visitor from /agentHome to /login', async () => {
    const router = renderAt('/agentHome');
    expect(await screen.findByText('login popup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
