import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { translator } from '@/lib/translator';
import { showTrialNotice } from './trial-notice';

afterEach(() => {
  act(() => {
    dialogStore.get()?.settle(false);
    closePopup();
  });
  translator.setLanguage('en');
});

describe('showTrialNotice', () => {
  it('explains the trial account in words and offers the register popup', async () => {
    const answer = showTrialNotice();
    await Promise.resolve();
    expect(dialogStore.get()?.options).toMatchObject({
      icon: 'info',
      title: 'Create your account to continue',
      message: expect.stringContaining('trial account') as unknown,
      confirmText: 'Register',
      cancelText: 'Not now',
    });
    act(() => dialogStore.get()?.settle(true));
    expect(await answer).toBe(true);
    expect(popupStore.get()).toMatchObject({ name: 'register' });
  });

  it('stays on the page when the player declines', async () => {
    const answer = showTrialNotice();
    await Promise.resolve();
    act(() => dialogStore.get()?.settle(false));
    expect(await answer).toBe(false);
    expect(popupStore.get()).toBeNull();
  });

  it('waits for the language when a guard asks before the site has started it (a page opened by its address)', async () => {
    translator.setLanguage('');
    const answer = showTrialNotice();
    await Promise.resolve();
    expect(dialogStore.get()).toBeNull();
    translator.setLanguage('en');
    await Promise.resolve();
    const shown = dialogStore.get()?.options;
    expect(shown?.message).not.toMatch(/^[a-z_]+$/);
    expect(shown?.confirmText).toBe('Register');
    act(() => dialogStore.get()?.settle(false));
    await answer;
  });
});
