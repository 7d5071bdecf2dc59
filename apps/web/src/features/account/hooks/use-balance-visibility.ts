import { createStore, useStore } from '@/lib/create-store';
import { readLocal, writeLocal } from '@/lib/storage';
import { localKeys } from '@/lib/storage-keys';

/* The member's show/hide choice outlives the session: it is kept in local storage. */
const hiddenStore = createStore<boolean>(readLocal(localKeys.balanceHidden) === '1');

export function setBalanceHidden(hidden: boolean): void {
  writeLocal(localKeys.balanceHidden, hidden ? '1' : null);
  hiddenStore.set(hidden);
}

/** Whether the balance is masked, and a toggle for it. */
export function useBalanceVisibility(): { hidden: boolean; toggle: () => void } {
  const hidden = useStore(hiddenStore);
  return { hidden, toggle: () => setBalanceHidden(!hidden) };
}
