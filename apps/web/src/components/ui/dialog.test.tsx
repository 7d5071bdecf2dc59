import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from './dialog-host';
import { showDialog } from './dialog-store';

afterEach(() => vi.useRealTimers());

/** Opens a dialog and waits for its lazily loaded component, as the site does on the first one. */
async function open(options: Parameters<typeof showDialog>[0]) {
  render(<DialogHost />);
  let result!: Promise<boolean>;
  act(() => {
    result = showDialog(options);
  });
  await screen.findByRole('dialog');
  return { result };
}

describe('generic dialog', () => {
  it('is an accessible modal dialog with its title, message and focus on confirm', async () => {
    await open({ icon: 'warning', title: 'Heads up', message: 'Check this', cancelText: 'Cancel' });
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Check this')).toBeTruthy();
    // The focus trap moves focus in an effect, which a busy machine may run after the dialog shows.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' })));
  });

  it('resolves true on confirm and false on cancel', async () => {
    const { result: confirmed } = await open({ message: 'Sure?', cancelText: 'No' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(confirmed).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    let cancelled!: Promise<boolean>;
    act(() => {
      cancelled = showDialog({ message: 'Sure?', cancelText: 'No' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(cancelled).resolves.toBe(false);
  });

  it('closes on Escape and on a click on the cover', async () => {
    const { result: escaped } = await open({ message: 'Esc me' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);

    let covered!: Promise<boolean>;
    act(() => {
      covered = showDialog({ message: 'Click outside' });
    });
    fireEvent.click(screen.getByTestId('modal-cover'));
    await expect(covered).resolves.toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    await open({ message: 'Trap', cancelText: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'OK' });
    const close = screen.getByRole('button', { name: 'Close' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes by itself after the auto-close timeout', async () => {
    const { result } = await open({ message: 'Bye soon', autoCloseMs: 2000 });
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await expect(result).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sanitises HTML content', async () => {
    await open({
      html: '<p>Safe <strong>text</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(await screen.findByText('text')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
  });
});
