import * as z from 'zod/mini';
import { sealedPaths } from '@lobby/contract/accounts';
import { envelope, errorCodeSchema, failureDetailSchema, failureSchema } from '@lobby/contract/envelope';
import {
  accessNotes,
  apiInfo,
  operations,
  tags,
  type Access,
  type HttpMethod,
  type Operation,
} from '@lobby/contract/openapi/operations';
import { schemaNames } from '@lobby/contract/openapi/schema-names';
import { sealedAlgorithm, sealedBodySchema, sealedPlaintextSchema } from '@lobby/contract/sealed';
import { whitelabelNodeSchema } from '@lobby/contract/system';

/*
 * The OpenAPI 3.1 description of the API, generated from the contract's registry of operations
 * (@lobby/contract/openapi/operations) with zod's own JSON Schema conversion (docs/api.md).
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export type OpenApiDocument = JsonObject & {
  openapi: '3.1.0';
  info: JsonObject;
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject & { schemas: Record<string, JsonObject> };
};

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const schemaRef = (name: string) => `#/components/schemas/${name}`;
const ref = (name: string): JsonObject => ({ $ref: schemaRef(name) });

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** An operation of several methods keeps its id for the first and gets the method added for the rest. */
export const operationIdOf = (operation: Operation, method: HttpMethod) =>
  operation.methods.indexOf(method) === 0
    ? operation.id
    : `${operation.id}${method.charAt(0)}${method.slice(1).toLowerCase()}`;

/**
 * Component names for schemas, per direction: a request schema is converted as zod parses it
 * (defaults optional, `z.coerce` and transforms by what they accept), an answer as it is produced.
 * One zod schema can therefore need two components, whose names must not collide.
 */
class Components {
  readonly input = z.registry<{ id: string }>();
  readonly output = z.registry<{ id: string }>();
  private readonly taken = new Set<string>();
  private readonly names = schemaNames();

  name(schema: z.core.$ZodType, io: 'input' | 'output', fallback: string): string {
    const registry = io === 'input' ? this.input : this.output;
    const known = registry.get(schema)?.id;
    if (known) return known;
    const wanted = this.names.get(schema) ?? fallback;
    let name = this.taken.has(wanted) && io === 'input' ? `${wanted}Input` : wanted;
    for (let n = 2; this.taken.has(name); n++) name = `${wanted}${n}`;
    this.taken.add(name);
    registry.add(schema, { id: name });
    return name;
  }
}

const maxSafe = Number.MAX_SAFE_INTEGER;

/**
 * Converts one direction's registry. Answers are built by the services rather than parsed with these
 * schemas, and fields are added to them without a new version: so no answer object is closed
 * (`additionalProperties: false`), and clients must ignore fields they do not know.
 */
function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const converted = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    uri: (id) => schemaRef(id),
    override: ({ jsonSchema }) => {
      if (io === 'output' && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
      // z.int()'s bounds are the safe integers, which every JSON number is held to anyway.
      if (jsonSchema.minimum === -maxSafe && jsonSchema.maximum === maxSafe) {
        delete jsonSchema.minimum;
        delete jsonSchema.maximum;
      }
    },
  });
  // zod's JSON Schema output is plain JSON (no functions, no undefined left once serialised).
  const schemas = JSON.parse(JSON.stringify(converted.schemas)) as Record<string, JsonObject>;
  // Schemas that recur without a registered name land in `__shared`; each becomes a component.
  const shared = (schemas.__shared?.$defs ?? {}) as Record<string, JsonObject>;
  delete schemas.__shared;
  const sharedPrefix = `${schemaRef('__shared')}#/$defs/`;
  const rename = (key: string) => `Shared${io === 'input' ? 'Input' : ''}${key}`;
  const fix = (value: JsonValue): JsonValue => {
    if (Array.isArray(value)) return value.map(fix);
    if (value === null || typeof value !== 'object') return value;
    const out: JsonObject = {};
    for (const [key, field] of Object.entries(value)) {
      // Each component is its own document part; its draft and id are the document's.
      if (key === '$schema' || key === '$id') continue;
      out[key] =
        key === '$ref' && typeof field === 'string' && field.startsWith(sharedPrefix)
          ? schemaRef(rename(field.slice(sharedPrefix.length)))
          : fix(field);
    }
    return out;
  };
  const result: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(schemas)) result[name] = fix(schema) as JsonObject;
  for (const [key, schema] of Object.entries(shared)) result[rename(key)] = fix(schema) as JsonObject;
  return result;
}

const securitySchemes: JsonObject = {
  memberSession: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token a login answers (`value.token`), as `Authorization: Bearer <token>`.',
  },
  seamlessVendor: {
    type: 'apiKey',
    in: 'header',
    name: 'x-seamless-vendor',
    description: 'The vendor code the platform knows the vendor by.',
  },
  seamlessTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'x-seamless-timestamp',
    description: 'Unix seconds, at most 300 s off the platform’s clock.',
  },
  seamlessSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-seamless-signature',
    description: 'Hex HMAC-SHA256, with the vendor’s secret, of `${timestamp}.${raw body}`.',
  },
  gatewayTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'x-sandbox-timestamp',
    description: 'Unix seconds.',
  },
  gatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-sandbox-signature',
    description: 'Hex HMAC-SHA256, with the merchant secret, of `${timestamp}.${raw body}`.',
  },
};

/** How each access level shows in `security`: the body tokens have no OpenAPI scheme, so none. */
const securityOf: Record<Access, JsonObject[]> = {
  public: [],
  session: [{ memberSession: [] }],
  member: [{ memberSession: [] }],
  agent: [{ memberSession: [] }],
  vendorSignature: [{ seamlessVendor: [], seamlessTimestamp: [], seamlessSignature: [] }],
  gatewaySignature: [{ gatewayTimestamp: [], gatewaySignature: [] }],
  providerToken: [],
  chatToken: [],
};

const failureResponses: JsonObject = {
  '4XX': { $ref: '#/components/responses/Failure' },
  '5XX': { $ref: '#/components/responses/ServerFailure' },
};

const sealedNote = `The body travels sealed (\`enc\`): send \`SealedBody\`, whose data decrypts to \`{ts, nonce, payload}\` with the payload described by \`x-sealed-payload\` (${sealedAlgorithm}, key from \`GET /wps/system/publicKey\`). A plaintext body is refused.`;

const documentDescription = `The platform API of the white-label gaming site: the site's calls under \`/wps\` (and the lottery's under \`/lgw\` and \`/lotto/lgw\`), the game provider's calls made by its game pages, and the seamless wallet that game vendors call.

Calls answer the envelope: \`SuccessEnvelope\` (\`{success: true, value, message}\`) on success, \`Failure\` (\`{success: false, value, message, code}\`) otherwise, where \`code\` is a stable machine-readable code and \`message\` a translation key. The seamless wallet answers in its own dialect (\`SeamlessAnswer\`); the third-party login's redirects and a withdrawal's proof image are not JSON.

Reads of the relay family accept GET with a query string and POST with the same fields as a JSON body. Money is always an integer in minor units of the brand's currency; times are ISO 8601. While the site is under maintenance every \`/wps\` call but \`/wps/system/*\` answers 503 \`MAINTENANCE\`, and a blocked region gets 403 \`REGION_RESTRICTED\`.`;

function parametersOf(
  schema: JsonObject | undefined,
  where: 'query' | 'path',
  optional = false,
): JsonObject[] {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (!optional && required.has(name)),
    schema: property,
  }));
}

function answerResponses(operation: Operation, components: Components): JsonObject {
  const { answer } = operation;
  switch (answer.kind) {
    case 'envelope': {
      const value = components.name(answer.value, 'output', `${pascal(operation.id)}Value`);
      const properties: JsonObject = { value: ref(value) };
      if (answer.message !== undefined) properties.message = { const: answer.message };
      return {
        '200': {
          description:
            answer.message === undefined ? 'Success.' : `Success; \`message\` is \`${answer.message}\`.`,
          content: {
            'application/json': {
              schema: {
                allOf: [ref('SuccessEnvelope'), { type: 'object', properties }],
              },
            },
          },
        },
        ...failureResponses,
      };
    }
    case 'redirect':
      return {
        '302': {
          description: answer.description,
          headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next.' } },
        },
        ...failureResponses,
      };
    case 'bytes':
      return {
        '200': {
          description: answer.description,
          content: Object.fromEntries(
            answer.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
        },
        ...failureResponses,
      };
    case 'seamless': {
      const name = components.name(answer.schema, 'output', 'SeamlessAnswer');
      const content = { 'application/json': { schema: ref(name) } };
      return {
        '200': { description: 'Every business outcome, refusals included (`status`).', content },
        '401': { description: '`RS_ERROR_INVALID_SIGNATURE`: nothing was read.', content },
        '4XX': {
          description:
            '`RS_ERROR_WRONG_SYNTAX`: the body is not JSON, a field is wrong (400), too large (413) or not JSON typed (415).',
          content,
        },
        '500': { description: '`RS_ERROR_UNKNOWN`: retry with the same request id.', content },
      };
    }
  }
}

function buildDocument(): OpenApiDocument {
  const components = new Components();
  // The envelopes and the sealed body, named first so they keep their plain names.
  components.name(envelope(z.unknown()), 'output', 'SuccessEnvelope');
  components.name(failureSchema, 'output', 'Failure');
  components.name(failureDetailSchema, 'output', 'FailureDetail');
  components.name(errorCodeSchema, 'output', 'ErrorCode');
  components.name(whitelabelNodeSchema, 'output', 'WhitelabelNode');
  components.name(sealedBodySchema, 'input', 'SealedBody');
  components.name(sealedPlaintextSchema, 'input', 'SealedPlaintext');

  // Names first (the registries must be complete before converting), paths after.
  const planned = operations.map((operation) => ({
    operation,
    input: operation.input && components.name(operation.input, 'input', `${pascal(operation.id)}Request`),
    params: operation.params && components.name(operation.params, 'input', `${pascal(operation.id)}Params`),
    responses: answerResponses(operation, components),
  }));
  const schemas = { ...convert(components.output, 'output'), ...convert(components.input, 'input') };

  const paths: OpenApiDocument['paths'] = {};
  for (const { operation, input, params, responses } of planned) {
    const path = openApiPath(operation.path);
    const sealed = sealedPaths.includes(operation.path);
    for (const method of operation.methods) {
      const inQuery = method === 'GET';
      const parameters = [
        ...parametersOf(params ? schemas[params] : undefined, 'path'),
        ...(inQuery || operation.queryToo
          ? parametersOf(input ? schemas[input] : undefined, 'query', !inQuery)
          : []),
      ];
      const body: JsonObject = sealed
        ? { schema: ref('SealedBody'), 'x-sealed-payload': input ? ref(input) : {} }
        : { schema: input ? ref(input) : {} };
      const requestBody: JsonObject | null =
        input && !inQuery
          ? {
              required: !(operation.queryToo && method === 'DELETE'),
              content: {
                'application/json': body,
                ...(operation.form ? { 'application/x-www-form-urlencoded': { schema: ref(input) } } : {}),
              },
            }
          : null;
      const description = [
        operation.description,
        sealed && !inQuery ? sealedNote : null,
        accessNotes[operation.access],
      ]
        .filter(Boolean)
        .join('\n\n');
      (paths[path] ??= {})[method.toLowerCase()] = {
        operationId: operationIdOf(operation, method),
        tags: [operation.tag],
        summary: operation.summary,
        description,
        security: securityOf[operation.access],
        'x-access': operation.access,
        ...(sealed && !inQuery ? { 'x-sealed': true } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses,
      };
    }
  }

  return {
    openapi: '3.1.0',
    info: { ...apiInfo, description: documentDescription },
    tags: tags.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas,
      responses: {
        Failure: {
          description:
            'A refusal: `code` is a stable code, `message` a translation key; `value` may carry `captcha` (a failed login) or `retryAfterSeconds` (429).',
          content: { 'application/json': { schema: ref('Failure') } },
        },
        ServerFailure: {
          description:
            'The server failed (500 `INTERNAL_ERROR`) or is unavailable (503 `MAINTENANCE`, `SERVICE_UNAVAILABLE`); never any detail.',
          content: { 'application/json': { schema: ref('Failure') } },
        },
      },
      securitySchemes,
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built on first use: the registry only changes with a deploy. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
