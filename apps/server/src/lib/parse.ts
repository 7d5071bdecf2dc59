import { z } from 'zod';
import { parse, type $ZodType, type output } from 'zod/v4/core';

/*
 * The contract's schemas are zod/mini, which has no messages of its own ("Invalid input"); classic zod
 * installs its English ones when its first schema is built. Say so here rather than rely on that, so
 * a 400 keeps naming what was wrong ("pageNo: Too big: expected number to be <=10000").
 */
z.config(z.locales.en());

/**
 * Parses request input with a schema, the contract's (zod/mini) or the server's own (classic zod):
 * both share zod's core. A $ZodError (classic's ZodError is one) becomes a 400 envelope in the error
 * handler.
 */
export function parseInput<T extends $ZodType>(schema: T, input: unknown): output<T> {
  return parse(schema, input ?? {});
}
