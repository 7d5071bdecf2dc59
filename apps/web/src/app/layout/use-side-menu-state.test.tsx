import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { useSideMenuState } from './use-side-menu-state';

function Probe({ drawer, fold }: { drawer: boolean; fold: boolean }) {
  const menu = useSideMenuState(drawer, fold);
  return (
    <button type="button" onClick={menu.toggle}>
      {menu.open ? 'open' : 'closed'}
    </button>
  );
}

/** Home does not fold; /member does, as its route handle says in the router. */
function renderAt(path: string, drawer = false) {
  return renderRoutes(
    [
      { path: '/', element: <Probe drawer={drawer} fold={false} /> },
      { path: '/member', element: <Probe drawer={drawer} fold /> },
      { path: '/sports', element: <Probe drawer={drawer} fold={false} /> },
    ],
    path,
  );
}

const state = () => screen.getByRole('button').textContent;

describe('side menu state', () => {
  it('is open on desktop and folds on request', () => {
    renderAt('/');
    expect(state()).toBe('open');
    fireEvent.click(screen.getByRole('button'));
    expect(state()).toBe('closed');
  });

  it('starts folded in the member centre and stays unfolded across its pages', async () => {
    const { router } = renderAt('/member?page=securityCenter');
    expect(state()).toBe('closed');
    fireEvent.click(screen.getByRole('button'));
    expect(state()).toBe('open');
    await act(() => router.navigate('/member?page=withdraw'));
    expect(state()).toBe('open');
    // Home keeps its own choice: still open.
    await act(() => router.navigate('/'));
    expect(state()).toBe('open');
    // Back in the member centre from elsewhere, it is folded again.
    await act(() => router.navigate('/member'));
    expect(state()).toBe('closed');
  });

  it('keeps a phone drawer closed until asked, and closes it on any navigation', async () => {
    const { router } = renderAt('/member', true);
    expect(state()).toBe('closed');
    fireEvent.click(screen.getByRole('button'));
    expect(state()).toBe('open');
    await act(() => router.navigate('/sports'));
    expect(state()).toBe('closed');
  });
});
