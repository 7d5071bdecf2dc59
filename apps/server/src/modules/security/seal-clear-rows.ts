import type { Database } from '../../db/client';
import { sealClearTotpSecrets } from '../accounts/totp-secrets';
import { sealClearPlayerTokens } from '../game-provider/provider-sessions';
import { sealClearLotteryTokens } from '../lottery/lottery-wallet';
import type { SecretBox } from './secret-box';

/**
 * At start, after migrations: seals the secrets an older version left in clear in other modules'
 * tables (members' TOTP secrets, the provider's and the lottery's player tokens). Their readers accept
 * a clear value meanwhile, so instances of both versions may run side by side during an upgrade.
 * Server secrets are sealed by `secrets.prepare()`.
 */
export async function sealClearRows(db: Database, box: SecretBox) {
  return {
    totpSecrets: await sealClearTotpSecrets(db, box),
    providerTokens: await sealClearPlayerTokens(db, box),
    lotteryTokens: await sealClearLotteryTokens(db, box),
  };
}
