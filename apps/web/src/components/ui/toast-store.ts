import { createStore } from '@/lib/create-store';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function showToast(message: string, kind: ToastKind = 'info', durationMs = 3500): void {
  const id = nextId++;
  toastStore.set((toasts) => [...toasts.slice(-3), { id, kind, message }]);
  setTimeout(() => dismissToast(id), durationMs);
}
