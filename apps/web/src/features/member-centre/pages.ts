import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/lib/chunk-load-error';
import type { MemberPageId } from './page-ids';
import type { MemberPageProps } from './page-props';

export type MemberPageComponent = LazyExoticComponent<ComponentType<MemberPageProps>> & {
  /**
   * The page can end shorter than the screen (an empty state alone): its loading keeps no room
   * down to the fold (.mc-reserve), which would only make the footer jump up when it comes.
   */
  short?: boolean;
};
export type MemberPageRegistry = Partial<Record<MemberPageId, MemberPageComponent>>;

/** A page's own lazy chunk; a failed or stalled download becomes a ChunkLoadError (reload offered). */
function page(
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>,
  { short = false } = {},
): MemberPageComponent {
  return Object.assign(
    lazy(() => loadChunk(load)),
    { short },
  );
}

/*
 * The member centre's pages: one line each, default export of the module is the page. The registry
 * decides what the menu shows: a page id without a line here has no menu item and is never
 * rendered (there are no placeholders). Label, icon and badge of every id are in menu.ts already.
 */
export const memberPageRegistry: MemberPageRegistry = {
  securityCenter: page(() => import('./pages/security-center')),
  transferFund: page(() => import('./pages/transfer-fund')),
  depositv2: page(() => import('./pages/deposit')),
  withdraw: page(() => import('./pages/withdraw')),
  // A member without an upline agent sees one empty card.
  transferUpline: page(() => import('./pages/transfer-upline'), { short: true }),
  personalHistoryCopy: page(() => import('./pages/betting-record')),
  transactionHistory: page(() => import('./pages/transaction-history')),
  personalProfit: page(() => import('./pages/personal-loss')),
};
