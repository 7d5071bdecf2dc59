import { clockOffset } from '../server-clock';

/** An answer carrying `serverTime`, with the server clock's offset to this device measured on it. */
export type Clocked<T> = T & { clockOffsetMs: number };

/** Runs a read and measures the clock offset around it (server-clock.ts). */
export async function withClock<T extends { serverTime: string }>(
  read: () => Promise<T>,
): Promise<Clocked<T>> {
  const sentAt = Date.now();
  const value = await read();
  return { ...value, clockOffsetMs: clockOffset(value.serverTime, sentAt, Date.now()) };
}
