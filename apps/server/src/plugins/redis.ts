import { Redis } from 'ioredis';

type ErrorLog = (error: Error) => void;

/** The URL without its password, for messages. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects before the server starts listening, so a wrong REDIS_URL stops boot with a message naming
 * it instead of failing each limited request later. Once connected, ioredis reconnects on its own;
 * commands fail fast meanwhile (one retry) rather than hold requests.
 */
export async function connectRedis(url: string, onError: ErrorLog): Promise<Redis> {
  let lastError: Error | undefined;
  let booted = false;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  client.on('error', (error: Error) => {
    lastError = error;
    if (booted) onError(error);
  });
  try {
    await client.connect();
    await client.ping();
    booted = true;
  } catch (error) {
    client.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`REDIS_URL: cannot reach ${describe(url)} (${reason})`);
  }
  return client;
}
