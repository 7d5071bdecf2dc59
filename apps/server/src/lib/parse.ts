import { z } from 'zod';
import { parse, type $ZodType, type output } from 'zod/v4/core';
import { DomainError } from './errors';

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
  const value = parse(schema, input ?? {});
  const at = nulAt(value, []);
  if (at) throw new DomainError('VALIDATION_FAILED', `${at.join('.') || 'request'}: nul_character`, 400);
  return value;
}

/**
 * Where a string holds U+0000, which PostgreSQL's text cannot store: the query it reached would fail
 * with a 500 (the fuzz test found it), so every parsed input is refused with a 400 instead.
 */
function nulAt(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, field] of Object.entries(value)) {
    const found = nulAt(field, [...path, key]);
    if (found) return found;
  }
  return null;
}
