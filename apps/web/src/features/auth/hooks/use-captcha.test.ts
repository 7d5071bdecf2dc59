import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { forgetCaptchaAsked, useCaptcha } from './use-captcha';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiGet,
}));

afterEach(() => {
  apiGet.mockReset();
  forgetCaptchaAsked();
});

describe('useCaptcha', () => {
  it('stays hidden until asked, then shows the server image as a data URL', async () => {
    apiGet.mockResolvedValue('iVBORw0KGgo=');
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.shown).toBe(false);
    act(() => result.current.reload());
    expect(result.current.shown).toBe(true);
    await waitFor(() => expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(apiGet).toHaveBeenCalledWith('/wps/captcha', {}, expect.anything(), expect.any(AbortSignal));
  });

  it('refreshes on click at most once a second', async () => {
    apiGet.mockResolvedValue('AAAA');
    let now = 10_000;
    const { result } = renderHook(() => useCaptcha(() => now));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.image).not.toBeNull());
    act(() => result.current.refresh());
    expect(apiGet).toHaveBeenCalledTimes(1);
    now += 999;
    act(() => result.current.refresh());
    expect(apiGet).toHaveBeenCalledTimes(1);
    now += 1;
    act(() => result.current.refresh());
    expect(apiGet).toHaveBeenCalledTimes(2);
  });

  it('shows the field from the start in a form opened again after the server asked for it', async () => {
    apiGet.mockResolvedValue('iVBORw0KGgo=');
    const first = renderHook(() => useCaptcha());
    act(() => first.result.current.reload());
    first.unmount();
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.shown).toBe(true);
    await waitFor(() => expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo='));
  });

  it('still shows the field after a reload of the tab (the flag is in session storage)', async () => {
    apiGet.mockResolvedValue('iVBORw0KGgo=');
    const first = renderHook(() => useCaptcha());
    act(() => first.result.current.reload());
    first.unmount();
    expect(sessionStorage.getItem('loginCaptcha')).toBe('1');
    // A reload starts the page's modules afresh; only what the tab stored is left.
    vi.resetModules();
    const fresh = await import('./use-captcha');
    const { result } = renderHook(() => fresh.useCaptcha());
    expect(result.current.shown).toBe(true);
    await waitFor(() => expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo='));
  });
});
