import { createStore } from '@/lib/create-store';

export type DialogIcon = 'success' | 'info' | 'warning' | 'error';

export type DialogOptions = {
  icon?: DialogIcon;
  title?: string;
  /** Plain text; use html for operator-written markup (it is sanitised). */
  message?: string;
  html?: string;
  confirmText?: string;
  /** Shows a cancel button with this label. */
  cancelText?: string;
  /** Closes by itself (as a cancel) after this many milliseconds. */
  autoCloseMs?: number;
  /** False for dialogs that must be answered with a button. */
  dismissible?: boolean;
};

export type OpenDialog = { id: number; options: DialogOptions; settle: (confirmed: boolean) => void };

export const dialogStore = createStore<OpenDialog | null>(null);
let nextId = 1;

/**
 * Shows the generic dialog (product §2) and resolves true when confirmed, false when cancelled or
 * closed. A new dialog replaces an open one, which then resolves false.
 */
export function showDialog(options: DialogOptions): Promise<boolean> {
  dialogStore.get()?.settle(false);
  return new Promise((resolve) => {
    const id = nextId++;
    dialogStore.set({
      id,
      options,
      settle(confirmed) {
        if (dialogStore.get()?.id === id) dialogStore.set(null);
        resolve(confirmed);
      },
    });
  });
}
