/**
 * A provider session: what the game provider knows about one launch. `token` is the provider's own
 * session token, the one the game page's address carries (`/provider/play/<vendor>/<game>?token=`);
 * the player token the platform issued at launch stays with the provider and is never shown to the
 * page. `account` is the member's account name, `currency` and `language` the product description's codes.
 */
export type ProviderSession = {
  token: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  account: string;
  currency: string;
  language: string;
};

export type ProviderSessions = {
  /** The session for a provider token, or null when it is unknown. */
  resolve(token: string): Promise<ProviderSession | null>;
};
