import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { SeamlessTransport } from '../game-provider/seamless-client';
import type { SeamlessService } from '../seamless/seamless.service';
import type { Secrets } from '../security/secrets';
import type { SettingsStore } from '../system/settings.store';
import { createDrawEngine } from './draw-engine';
import { createLotteryBetting } from './lottery-betting.service';
import { createLotteryService } from './lottery.service';
import { createLotteryWallet } from './lottery-wallet';

/** The lottery (docs/games/lottery.md): its draw engine (which the server's jobs tick), betting and reads. */
export function createLottery(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  settings: SettingsStore;
  secrets: Secrets;
  seamless: Pick<SeamlessService, 'issueToken'>;
  transport?: SeamlessTransport;
  log?: { warn(object: object, message: string): void };
}) {
  const wallet = createLotteryWallet(deps);
  const engine = createDrawEngine({ ...deps, wallet });
  return {
    engine,
    wallet,
    service: createLotteryService({ ...deps, engine }),
    betting: createLotteryBetting({ ...deps, wallet, engine }),
  };
}

export type Lottery = ReturnType<typeof createLottery>;
