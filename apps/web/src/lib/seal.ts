import { accountPaths, sealedPaths } from '@lobby/contract/accounts';
import { publicKeyValueSchema, sealPayload, type SealedBody } from '@lobby/contract/sealed';
import { apiGet } from './api-client';

type KnownKey = { key: string; clockOffset: number };

let known: Promise<KnownKey> | null = null;

/** The server's public key, fetched once per page; a failed fetch is forgotten so the next send retries. */
function serverKey(): Promise<KnownKey> {
  known ??= apiGet(accountPaths.publicKey, {}, publicKeyValueSchema).then((value) => ({
    key: value.key,
    // Stamps follow the server's clock: a phone whose clock is minutes off would otherwise be refused.
    clockOffset: value.serverTime - Date.now(),
  }));
  known.catch(() => {
    known = null;
  });
  return known;
}

/** Forgets the key, for when the server no longer accepts it (its database was replaced). */
export function forgetServerKey(): void {
  known = null;
}

export const isSealedPath = (path: string) => sealedPaths.includes(path);

/** Seals a body for one of the 'enc' calls (sealedPaths). */
export async function sealForServer(body: unknown): Promise<SealedBody> {
  const { key, clockOffset } = await serverKey();
  return sealPayload(key, body, Date.now() + clockOffset);
}
