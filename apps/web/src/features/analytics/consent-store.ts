import { createStore } from '@/lib/create-store';
import { readLocal, writeLocal } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

/** The visitor's answer about analytics cookies; null until they answered (or reopened the question). */
export type AnalyticsConsent = 'granted' | 'denied' | null;

function stored(): AnalyticsConsent {
  const value = readLocal(localKeys.analyticsConsent);
  return value === 'granted' || value === 'denied' ? value : null;
}

export const consentStore = createStore<AnalyticsConsent>(stored());

/** Remembers the answer on this device, so the question is asked once. */
export function answerConsent(answer: 'granted' | 'denied'): void {
  writeLocal(localKeys.analyticsConsent, answer);
  consentStore.set(answer);
}

/** The footer's "Cookie settings": asks again; what was granted stays until the new answer. */
export function reopenConsent(): void {
  consentStore.set(null);
}
