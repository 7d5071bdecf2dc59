import type { z } from 'zod';

/** Parses request input with a contract schema; a ZodError becomes a 400 envelope in the error handler. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  return schema.parse(input ?? {});
}
