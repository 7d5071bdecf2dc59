import type * as z from 'zod/mini';

/**
 * `schema.check(...checks)` as a plain call that is declared free of side effects. A bundler cannot
 * tell that a method call has none, so a schema built with `.check()` would stay in every bundle that
 * imports its module, used or not, together with the zod code it needs. Built with this instead, the
 * site drops what it does not use, such as the request schemas only the server parses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(
  schema: T,
  ...checks: Array<z.core.$ZodCheck<z.output<T>>>
): T {
  return schema.check(...checks);
}
