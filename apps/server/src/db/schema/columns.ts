import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Bytes (proof images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
