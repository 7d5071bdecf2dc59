import type { JsonObject, JsonValue, OpenApiDocument } from './openapi';

/*
 * The human reference at /wps/reference: the OpenAPI document rendered as one plain HTML page. The
 * site's Content-Security-Policy allows no inline style and no script (plugins/security.ts), so the
 * page has neither: its stylesheet is a separate route, and everything it shows is in the markup.
 */

export const referencePaths = {
  document: '/wps/openapi.json',
  page: '/wps/reference',
  stylesheet: '/wps/reference.css',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escaped text with `code` spans: backticks survive escaping, so they are matched afterwards. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${prose(part)}</p>`)
    .join('\n');

const componentPrefix = '#/components/schemas/';
/** An anchor id from a name the document made (letters and digits), escaped all the same. */
const schemaAnchor = (name: string) => escapeHtml(`schema-${name}`);
const operationAnchor = (operationId: string) => escapeHtml(`op-${operationId}`);

/** Pretty JSON in a <pre>, each component reference a link to the component on this page. */
function jsonBlock(value: JsonValue): string {
  const text = escapeHtml(JSON.stringify(value, null, 2));
  const pattern = new RegExp(`&quot;${componentPrefix.replace(/\//g, '\\/')}([A-Za-z0-9_]+)&quot;`, 'g');
  return `<pre class="schema">${text.replace(
    pattern,
    (_match, name: string) =>
      `&quot;<a href="#${schemaAnchor(name)}">${escapeHtml(componentPrefix + name)}</a>&quot;`,
  )}</pre>`;
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The component a `{$ref}` names, or null for an inline schema. */
function refName(schema: JsonValue | undefined): string | null {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return null;
  return schema.$ref.startsWith(componentPrefix) ? schema.$ref.slice(componentPrefix.length) : null;
}

/** The page's components, and those an operation has already shown in full. */
type View = { components: Record<string, JsonObject>; shown: Set<string> };

/** A schema as the page shows it: the component's name as a link, then its JSON Schema (once per operation). */
function schemaView(schema: JsonValue | undefined, view: View): string {
  const name = refName(schema);
  if (!name) return jsonBlock(schema ?? {});
  const link = `<p class="schema-name">Schema <a href="#${schemaAnchor(name)}"><code>${escapeHtml(name)}</code></a>`;
  if (view.shown.has(name)) return `${link}, as above.</p>`;
  view.shown.add(name);
  return `${link}</p>\n${jsonBlock(view.components[name] ?? {})}`;
}

function parametersView(parameters: JsonValue | undefined): string {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters
    .filter(isObject)
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(String(parameter.in))}</td><td>${
          parameter.required ? 'yes' : 'no'
        }</td><td><code>${escapeHtml(JSON.stringify(parameter.schema ?? {}))}</code></td></tr>`,
    );
  return `<h4>Parameters</h4>
<table class="parameters"><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

function requestView(operation: JsonObject, view: View): string {
  const body = operation.requestBody;
  if (!isObject(body) || !isObject(body.content)) return '';
  const parts = Object.entries(body.content).map(([type, media]) => {
    if (!isObject(media)) return '';
    const sealed = media['x-sealed-payload'];
    const payload =
      sealed === undefined
        ? ''
        : `<p>Sealed payload (what <code>SealedBody</code> decrypts to, as <code>payload</code>):</p>\n${schemaView(sealed, view)}`;
    return `<p class="media">${escapeHtml(type)}${body.required ? '' : ' (optional)'}</p>\n${schemaView(media.schema, view)}\n${payload}`;
  });
  return `<h4>Request body</h4>\n${parts.join('\n')}`;
}

/** The success envelope's `value`, when the answer is the envelope. */
function envelopeValue(media: JsonObject): JsonValue | undefined {
  const schema = media.schema;
  if (!isObject(schema) || !Array.isArray(schema.allOf)) return undefined;
  const own = schema.allOf.find((part) => isObject(part) && isObject(part.properties));
  return isObject(own) && isObject(own.properties) ? own.properties.value : undefined;
}

function responsesView(operation: JsonObject, view: View): string {
  if (!isObject(operation.responses)) return '';
  const parts = Object.entries(operation.responses).map(([status, response]) => {
    if (!isObject(response)) return '';
    if (typeof response.$ref === 'string') {
      const name = response.$ref.split('/').pop() ?? '';
      return `<li><strong>${escapeHtml(status)}</strong>: the error envelope (<a href="#${escapeHtml(
        `response-${name}`,
      )}">${escapeHtml(name)}</a>)</li>`;
    }
    const description = typeof response.description === 'string' ? prose(response.description) : '';
    const content = isObject(response.content) ? Object.entries(response.content) : [];
    const bodies = content.map(([type, media]) => {
      if (!isObject(media)) return '';
      const value = envelopeValue(media);
      return value === undefined
        ? `<p class="media">${escapeHtml(type)}</p>\n${schemaView(media.schema, view)}`
        : `<p class="media">${escapeHtml(type)}: the success envelope, with <code>value</code>:</p>\n${schemaView(value, view)}`;
    });
    return `<li><strong>${escapeHtml(status)}</strong>: ${description}\n${bodies.join('\n')}</li>`;
  });
  return `<h4>Responses</h4>\n<ul class="responses">${parts.join('\n')}</ul>`;
}

type Listed = { path: string; method: string; operation: JsonObject };

function operationView({ path, method, operation }: Listed, components: Record<string, JsonObject>): string {
  const view: View = { components, shown: new Set() };
  const id = String(operation.operationId);
  const access = typeof operation['x-access'] === 'string' ? operation['x-access'] : 'public';
  return `<article class="operation" id="${operationAnchor(id)}">
<h3><a class="anchor" href="#${operationAnchor(id)}" aria-label="Link to this operation">#</a> <span class="method method-${escapeHtml(
    method,
  )}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${prose(String(operation.summary ?? ''))}</p>
<p class="meta">Access: <code>${escapeHtml(access)}</code> · operationId <code>${escapeHtml(id)}</code></p>
${paragraphs(String(operation.description ?? ''))}
${parametersView(operation.parameters)}
${requestView(operation, view)}
${responsesView(operation, view)}
</article>`;
}

export const referenceStylesheet = `:root { color-scheme: light dark; --ink: #1d2230; --muted: #5b6275; --line: #d9dce5; --code: #f3f4f8; --link: #1f5fbf; }
@media (prefers-color-scheme: dark) { :root { --ink: #e7e9f0; --muted: #a3a9ba; --line: #3a3f4d; --code: #22262f; --link: #8db6ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: Canvas; }
a { color: var(--link); }
header, main, nav { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 1.5rem; }
h1 { margin: 0 0 .5rem; font-size: 1.6rem; }
h2 { margin: 2.5rem 0 .25rem; padding-top: 1rem; border-top: 2px solid var(--line); font-size: 1.3rem; }
h3 { margin: 0 0 .25rem; font-size: 1.05rem; overflow-wrap: anywhere; }
h4 { margin: 1rem 0 .25rem; font-size: .95rem; }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
p code, li code, td code { background: var(--code); padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; }
pre.schema { background: var(--code); padding: .75rem; border-radius: 6px; overflow: auto; max-height: 32rem; }
nav ul { columns: 3 16rem; padding-left: 1.1rem; }
nav li { break-inside: avoid; }
.operation { margin: 1.25rem 0; padding: 1rem 1.1rem; border: 1px solid var(--line); border-radius: 8px; }
.operation:target { outline: 2px solid var(--link); }
.anchor { text-decoration: none; color: var(--muted); }
.method { display: inline-block; min-width: 4.2em; padding: .05em .4em; border-radius: 4px; font: 600 12px/1.6 ui-monospace, monospace; text-align: center; color: #fff; background: #5b6275; }
.method-get { background: #1d7a46; }
.method-post { background: #1f5fbf; }
.method-put { background: #9a5b00; }
.method-delete { background: #b3261e; }
.summary { margin: .25rem 0; font-weight: 600; }
.meta, .media, .schema-name { color: var(--muted); margin: .25rem 0; }
table.parameters { border-collapse: collapse; width: 100%; }
table.parameters th, table.parameters td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
.responses { padding-left: 1.1rem; }
`;

/** The whole page; every text it shows comes from the document and is escaped. */
export function renderReference(document: OpenApiDocument): string {
  const components = document.components.schemas;
  const info = document.info;
  const listed: Listed[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const tagList = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
  const byTag = (name: string) =>
    listed.filter(({ operation }) => Array.isArray(operation.tags) && operation.tags[0] === name);
  const toc = tagList
    .map((tag) => {
      const name = String(tag.name);
      const items = byTag(name)
        .map(
          ({ path, method, operation }) =>
            `<li><a href="#${operationAnchor(String(operation.operationId))}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
        )
        .join('');
      return `<li><a href="#${escapeHtml(`tag-${name}`)}">${escapeHtml(name)}</a><ul>${items}</ul></li>`;
    })
    .join('\n');
  const sections = tagList
    .map((tag) => {
      const name = String(tag.name);
      return `<section id="${escapeHtml(`tag-${name}`)}">
<h2>${escapeHtml(name)}</h2>
${paragraphs(String(tag.description ?? ''))}
${byTag(name)
  .map((entry) => operationView(entry, components))
  .join('\n')}
</section>`;
    })
    .join('\n');
  const responses = isObject(document.components.responses) ? document.components.responses : {};
  const sharedResponses = Object.entries(responses)
    .map(([name, response]) => {
      if (!isObject(response)) return '';
      const description = typeof response.description === 'string' ? response.description : '';
      const media = isObject(response.content) ? response.content['application/json'] : undefined;
      const schema = isObject(media) ? schemaView(media.schema, { components, shown: new Set() }) : '';
      return `<article class="operation" id="${escapeHtml(`response-${name}`)}"><h3>${escapeHtml(name)}</h3>${paragraphs(
        description,
      )}\n${schema}</article>`;
    })
    .join('\n');
  const schemas = Object.entries(components)
    .map(
      ([name, schema]) =>
        `<article class="operation" id="${schemaAnchor(name)}"><h3><a class="anchor" href="#${schemaAnchor(
          name,
        )}" aria-label="Link to this schema">#</a> ${escapeHtml(name)}</h3>\n${jsonBlock(schema)}</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title))} ${escapeHtml(String(info.version))} · API reference</title>
<link rel="stylesheet" href="${escapeHtml(referencePaths.stylesheet)}">
</head>
<body>
<header>
<h1>${escapeHtml(String(info.title))} <small>${escapeHtml(String(info.version))}</small></h1>
${paragraphs(String(info.description ?? ''))}
<p>Machine-readable: <a href="${escapeHtml(referencePaths.document)}">OpenAPI 3.1 document</a>.</p>
</header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${toc}</ul></nav>
<main>
${sections}
<section id="responses"><h2>Shared responses</h2>
${sharedResponses}
</section>
<section id="schemas"><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
}
