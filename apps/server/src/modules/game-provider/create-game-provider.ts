import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { Secrets } from '../security/secrets';
import { createEmulator } from './emulator.service';
import type { ProviderSessions } from './provider-session';
import { createProviderSessions, playerTokenByHash } from './provider-sessions';
import type { ProviderWallet } from './provider-wallet';
import { createRoundRecovery } from './round-recovery';
import { createSeamlessClient, type SeamlessTransport } from './seamless-client';

/** Without a transport (the operator CLI) no game is played; every wallet call is refused. */
const noTransport: SeamlessTransport = async () => {
  throw new Error('no seamless transport');
};

/**
 * The game provider: an outside party living in this process, like the sandbox payment gateway. It
 * takes launches (`launch`), keeps its own sessions, and settles only through the platform's
 * seamless-wallet API with signed requests. `sessions` and `wallet` are what the in-house (BGS) games
 * build on; `emulator` serves every other vendor's games; `recovery` finishes the rounds of both whose
 * win or rollback never got an answer (round-recovery.ts).
 */
export function createGameProvider(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  secrets: Secrets;
  transport?: SeamlessTransport;
  log?: { warn(object: object, message: string): void };
}) {
  const store = createProviderSessions({ ...deps, box: deps.secrets.box });
  const wallet: ProviderWallet = createSeamlessClient({
    secrets: deps.secrets,
    clock: deps.clock,
    transport: deps.transport ?? noTransport,
    playerToken: store.playerToken,
  });
  const sessions: ProviderSessions = { resolve: store.resolve };
  // The recovery knows a session only by the hash of its token, as the provider's tables keep it.
  const recoveryWallet = createSeamlessClient({
    secrets: deps.secrets,
    clock: deps.clock,
    transport: deps.transport ?? noTransport,
    playerToken: playerTokenByHash(deps.db, deps.secrets.box),
  });
  return {
    sessions,
    wallet,
    launch: store.launch,
    emulator: createEmulator({ db: deps.db, clock: deps.clock, random: deps.random, sessions, wallet }),
    recovery: createRoundRecovery({
      db: deps.db,
      clock: deps.clock,
      wallet: recoveryWallet,
      log: deps.log,
    }),
  };
}

export type GameProvider = ReturnType<typeof createGameProvider>;
