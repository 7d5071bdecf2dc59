import type { LoginValue } from '@lobby/contract/accounts';
import type { Announcement } from '@lobby/contract/content';
import type { VendorCard } from '@lobby/contract/games';
import { createStore, useStore } from './create-store';

/*
 * One popup at a time, opened from anywhere (a game tile, a guarded link, a route loader) and
 * rendered by the popup host in app/. Living in lib keeps features independent of each other.
 */
/** The second step of a login from an address the member has not used before (ours). */
export type SecondFactorChallenge = NonNullable<LoginValue['secondFactor']>;

/** Why the change-password popup opened: product §4's forced cases, or the member asked. */
export type PasswordChangeReason = 'expired' | 'assigned' | 'requested';

export type Popup =
  | {
      name: 'login';
      /** Prefilled, e.g. the account whose password a reset link just set. */
      username?: string;
      /** A login that started elsewhere (a third-party login, a reset by phone) and needs a second factor. */
      pending?: { challenge: SecondFactorChallenge; source: 'third-party' | 'reset'; username: string };
    }
  | { name: 'register'; referralCode?: string; affiliateCode?: string }
  | { name: 'forgot-password' }
  /** The link of the forgot-password e-mail (`/?resetPassword=`). */
  | { name: 'reset-password'; token: string }
  | { name: 'help'; slug?: string }
  | { name: 'notice'; announcement: Announcement }
  | { name: 'public'; announcements: Announcement[] }
  /** Product §2 public announcements: every type, paged. */
  | { name: 'announcements' }
  | { name: 'app-download' }
  /** Product §2 feedback popup (footer, help centre): visitors and members alike. */
  | { name: 'feedback' }
  /** Product §2 'game popup (vendor game list)': a provider group's games (product §4, isGame VASSALAGE). */
  | { name: 'vendor-games'; vendor: VendorCard }
  | {
      name: 'change-password';
      reason: PasswordChangeReason;
      /** Product §4: it cannot be dismissed; the only way out is to log out. */
      forced?: boolean;
      /** Show the first-login public popups once the password is changed. */
      firstLogin?: boolean;
      /** Where to go once changed (default /): the agent centre after an agent-page login. */
      next?: string;
    };

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
