import type { Announcement } from '@lobby/contract/content';
import { createStore, useStore } from './create-store';

/*
 * One popup at a time, opened from anywhere (a game tile, a guarded link, a route loader) and
 * rendered by the popup host in app/. Living in lib keeps features independent of each other.
 */
export type Popup =
  | { name: 'login' }
  | { name: 'register'; referralCode?: string }
  | { name: 'forgot-password' }
  | { name: 'help'; slug?: string }
  | { name: 'notice'; announcement: Announcement }
  | { name: 'public'; announcements: Announcement[] }
  | { name: 'app-download' }
  | { name: 'change-password'; reason: 'expired' | 'first-login' | 'requested' };

export type PopupName = Popup['name'];

export const popupStore = createStore<Popup | null>(null);

export function openPopup(popup: Popup): void {
  popupStore.set(popup);
}

export function closePopup(): void {
  popupStore.set(null);
}

export function usePopup(): Popup | null {
  return useStore(popupStore);
}
