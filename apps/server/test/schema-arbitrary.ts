import fc from 'fast-check';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

/*
 * Requests for the fuzz test, driven by the contract's request schemas. A schema is read through its
 * JSON Schema (zod's own toJSONSchema, the input side), so any new field or check of the contract is
 * fuzzed without this file knowing about it.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const cap = (value: number | undefined, at: number) => Math.min(value ?? at, at);

/** Values the schema accepts, or nearly: a pattern and a length together are not both honoured. */
export function validish(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(validish));
  if (schema.allOf?.length) return validish(Object.assign({}, ...schema.allOf) as JsonSchema);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validish({ ...schema, type })));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1_000_000_000, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 1000) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(cap(schema.maxItems, 4), schema.minItems ?? 0),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validish(value)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read is fuzzed as a plain string.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, cap(schema.maxLength, 40)) });
}

/** Values that no field should take quietly: wrong types, extremes, odd text, deep nesting. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    'null',
    'true',
    '__proto__',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    'Ａｄｍｉｎ',
    '𝕏😀👩‍👩‍👧',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00%ff',
    '../../etc/passwd',
    [],
    {},
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 10, max: 600 }).map(nestedArray),
  fc.jsonValue({ maxDepth: 3 }),
);

function nestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** A valid-ish object with one field replaced, one dropped or one added, or a body of junk. */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validish(schema);
  const replaced =
    keys.length === 0
      ? base
      : fc
          .tuple(base, fc.constantFrom(...keys), junk)
          .map(([value, key, bad]) =>
            value && typeof value === 'object' ? { ...value, [key]: bad } : value,
          );
  const dropped =
    keys.length === 0
      ? base
      : fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
          if (!value || typeof value !== 'object') return value;
          const copy: Record<string, unknown> = { ...value };
          delete copy[key];
          return copy;
        });
  const extra = fc
    .tuple(base, fc.string({ maxLength: 12 }), junk)
    .map(([value, key, bad]) => (value && typeof value === 'object' ? { ...value, [key]: bad } : value));
  return fc.oneof(replaced, replaced, dropped, extra, junk);
}

/**
 * Raw JSON bodies an object literal cannot express: prototype-pollution keys (JSON.parse makes them
 * own properties), duplicate keys, malformed text.
 */
export function rawBodies(schema: JsonSchema): fc.Arbitrary<string> {
  const pollution = fc.constantFrom(
    '{"__proto__":{"polluted":"yes","type":1,"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":[]}',
    '{"prototype":{"polluted":"yes"}}',
  );
  const merged = fc
    .tuple(validish(schema), pollution)
    .map(([value, poison]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? `${JSON.stringify(value).slice(0, -1)}${Object.keys(value).length ? ',' : ''}${poison.slice(1)}`
        : poison,
    );
  const duplicated = validish(schema).map((value) => {
    const text = JSON.stringify(value) ?? 'null';
    return text.startsWith('{') && text.length > 2 ? `${text.slice(0, -1)},${text.slice(1)}` : text;
  });
  const malformed = fc.constantFrom(
    '',
    '{',
    '{"a":}',
    '[1,',
    'nul',
    '"unterminated',
    '{"a":1}}',
    '\u0000',
    '{"a":1e999999}',
  );
  return fc.oneof(pollution, merged, duplicated, malformed);
}

/** encodeURIComponent, with lone surrogates (which it refuses) made U+FFFD as a browser would send them. */
export function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** A query string from an object: arrays repeat a key, objects and junk go as their JSON text. */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encode(JSON.stringify(value) ?? '')}`;
  }
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const values = Array.isArray(field) ? field : [field];
    for (const one of values) {
      const text = typeof one === 'string' ? one : (JSON.stringify(one) ?? '');
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

/** Query strings that no URL-encoder would make: bad escapes, pollution keys, repeated keys. */
export const rawQueries = fc.constantFrom(
  '__proto__[polluted]=yes',
  '__proto__=x&constructor[prototype][polluted]=yes',
  'pageNo=1&pageNo=2&pageNo=3',
  'pageNo=%E0%A4%A',
  'language=%',
  'a=%00&b=%FF%FE',
  `pageSize=${'9'.repeat(400)}`,
  'pageNo=-1&pageSize=0',
  'pageNo=1e309',
  '&&&==&',
);
