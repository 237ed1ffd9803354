import { MSG } from '@sahaj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Text the database cannot keep as typed: NUL (PostgreSQL refuses 0x00 in text) and lone UTF-16
 * surrogates (they would be stored as U+FFFD, silently changing what the person typed).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a text can be stored exactly as given. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The dotted path of the first string (value or key) that cannot be stored, or undefined. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '(body)';
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 400 naming the field when a text cannot be stored as typed. */
export function assertStorableText(text: string | undefined, field: string): void {
  if (text !== undefined && !isStorableText(text)) {
    throw badRequest(`${field}: ${MSG.unsupportedCharacter}`, 'UNSUPPORTED_CHARACTER', { field });
  }
}

const MULTIPART = /^multipart\//i;
const HAS_BOUNDARY = /;\s*boundary=("[^"]+"|[^;\s]+)/i;

/**
 * Checks every request's input once, for all routes, before schema validation: path parameters,
 * query and JSON body hold no unstorable text (400 naming the field), and a multipart body
 * declares its boundary (400 rather than a parser crash).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const type = req.headers['content-type'];
    if (type && MULTIPART.test(type) && !HAS_BOUNDARY.test(type)) {
      throw badRequest(MSG.invalidMultipart, 'MULTIPART_BOUNDARY_MISSING');
    }
    for (const part of [req.params, req.query, req.body]) {
      const field = findUnstorableText(part);
      if (field) throw badRequest(`${field}: ${MSG.unsupportedCharacter}`, 'UNSUPPORTED_CHARACTER', { field });
    }
  });
}
