import type { FastifyRequest } from 'fastify';
import { languages } from '@lobby/contract/languages';

/**
 * The language a request asks for, as a product code (EN, UR, ...): its `language` query field when
 * given, otherwise the first tag of Accept-Language (the site sends its current language's tag),
 * matched exactly and then by its primary subtag. The reader still checks the brand offers it.
 */
export function requestLanguage(request: FastifyRequest): string {
  const asked = (request.query as { language?: unknown } | undefined)?.language;
  if (typeof asked === 'string' && asked.length > 0 && asked.length <= 8) return asked.toUpperCase();
  const header = request.headers['accept-language'];
  const tag = (typeof header === 'string' ? header : '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  if (!tag) return 'EN';
  const exact = languages.find((language) => language.tag.toLowerCase() === tag);
  const primary = languages.find((language) => language.tag.split('-')[0] === tag.split('-')[0]);
  return (exact ?? primary)?.code ?? 'EN';
}
