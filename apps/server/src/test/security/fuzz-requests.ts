import type { InjectOptions } from 'fastify';

/**
 * Seeded generation of malformed requests from the OpenAPI document, for the fuzz suite.
 * A request starts from a plausible value built from the route's schemas and then gets one to three
 * mutations (wrong types, missing and extra fields, huge, NUL and odd Unicode strings, deep nesting,
 * bad JSON, wrong content types, multipart without a boundary, path traversal in parameters).
 * Everything random comes from one PRNG, so a seed replays the same requests.
 */

// ------------------------------------------------------------------------------------- randomness

export interface Rng {
  /** Ids of real records; a uuid field gets one of them more often than not, so requests reach past 'not found'. */
  ids: string[];
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and good enough to spread test inputs. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    ids: [],
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

// ------------------------------------------------------------------------------------- OpenAPI

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  $ref?: string;
};

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface FuzzRoute {
  method: string;
  /** Fastify form: /api/v1/files/:fileId */
  url: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodySchema?: Schema;
  bodyType?: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** Every operation of the document, with its path in Fastify's :param form. */
export function routesOf(doc: OpenApiDoc): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        bodySchema: bodyType ? resolve(doc, content[bodyType]!.schema) : undefined,
        bodyType,
      });
    }
  }
  return routes;
}

function resolve(doc: OpenApiDoc, schema: Schema, depth = 0): Schema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => resolve(doc, s, depth + 1));
  return out;
}

// ------------------------------------------------------------------------------------- values

const ODD_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeffbom',
  'zero\u200bwidth',
  '\u0085\u2028\u2029',
  '\uffff\ufffe',
  '\u{10ffff}',
  '😀👩‍👩‍👧‍👦',
  'Z̸̢̛̛̤a̷l̵g̶o̴',
  'ｆｕｌｌ',
  'İıŞş',
  '\t\r\n',
  ' ',
  '',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '%00',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '0x1f',
  '2024-02-30',
  '25:00',
  '9am',
  '+91-0000000000',
  'a@b',
];

const ODD_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324];

const PATH_VALUES = [
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  'a%00b',
  '%ff',
  '%',
  '%E0%A4%A',
  '.',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123',
  'null',
  '%20',
  '%F0%9F%98%80',
  'x'.repeat(101),
  'x'.repeat(5000),
];

const uuid = (rng: Rng) => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => rng.int(16).toString(16));

function typeOf(schema: Schema): string | undefined {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** A plausible value for a schema (valid more often than not, never guaranteed). */
export function plausible(schema: Schema, rng: Rng, depth = 0): unknown {
  if (schema.anyOf?.length) return plausible(rng.pick(schema.anyOf), rng, depth);
  if (schema.enum?.length) return rng.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 3 && rng.chance(0.5))) out[key] = plausible(sub, rng, depth + 1);
      }
      return out;
    }
    case 'array':
      return depth > 4 ? [] : Array.from({ length: rng.int(3) }, () => plausible(schema.items ?? {}, rng, depth + 1));
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? 0;
      const hi = Math.min(schema.maximum ?? lo + 100, lo + 1000);
      return lo + rng.int(Math.max(1, hi - lo + 1));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'string': {
      if (schema.format === 'uuid') return rng.ids.length && rng.chance(0.6) ? rng.pick(rng.ids) : uuid(rng);
      if (schema.format === 'email') return `fuzz${rng.int(1e6)}@example.com`;
      const len = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return 'Abc1 '.repeat(Math.ceil(len / 5)).slice(0, len);
    }
    default:
      return rng.pick(['text', 1, true, null]);
  }
}

/** Any value of a different JSON type. */
function wrongValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => rng.pick(ODD_NUMBERS),
    () => rng.pick(ODD_STRINGS),
    () => rng.chance(0.5),
    () => null,
    () => [],
    () => [rng.pick(ODD_STRINGS), 1],
    () => ({}),
    () => ({ nested: { deeper: rng.pick(ODD_STRINGS) } }),
  ])();
}

function deepNest(levels: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < levels; i += 1) v = asArray ? [v] : { a: v };
  return v;
}

/** Paths to every node of a JSON value (objects and arrays), root included as []. */
function nodePaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  // Deeply nested or very long values from earlier mutations: their first levels are enough.
  if (value && typeof value === 'object' && prefix.length < 12 && out.length < 500) {
    for (const [k, v] of Object.entries(value)) {
      nodePaths(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
    }
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  if (parent && typeof parent === 'object') (parent as Record<string, unknown>)[path[path.length - 1]!] = value;
  return root;
}

function removeAt(root: unknown, path: (string | number)[]): unknown {
  if (!path.length) return undefined;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[path[path.length - 1]!];
  return root;
}

/** One structural mutation of a JSON value. */
function mutateValue(value: unknown, rng: Rng): { value: unknown; note: string } {
  const paths = nodePaths(value);
  const target = rng.pick(paths);
  const where = target.join('.') || '(root)';
  const kind = rng.int(9);
  switch (kind) {
    case 0:
      return { value: setAt(value, target, wrongValue(rng)), note: `wrong type at ${where}` };
    case 1:
      return { value: removeAt(value, target), note: `removed ${where}` };
    case 2: {
      const key = rng.pick(['extra', '__proto__', 'constructor', 'prototype', '$where', '', 'a\u0000b', '_id']);
      const container = target.reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], value);
      if (container && typeof container === 'object' && !Array.isArray(container)) {
        Object.defineProperty(container, key, {
          value: wrongValue(rng),
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return { value, note: `extra key ${JSON.stringify(key)} at ${where}` };
      }
      return {
        value: setAt(value, target, { [key]: wrongValue(rng) }),
        note: `object with ${JSON.stringify(key)} at ${where}`,
      };
    }
    case 3: {
      const size = rng.pick([300, 5_000, 100_000, 600_000]);
      return {
        value: setAt(value, target, rng.pick(['a', 'é', '😀', '\u0000']).repeat(size)),
        note: `huge string (${size}) at ${where}`,
      };
    }
    case 4:
    case 5: {
      const text = rng.pick(ODD_STRINGS);
      return { value: setAt(value, target, text), note: `odd string ${JSON.stringify(text)} at ${where}` };
    }
    case 6: {
      const levels = rng.pick([50, 1_000, 5_000]);
      return {
        value: setAt(value, target, deepNest(levels, 'x', rng.chance(0.5))),
        note: `nesting ${levels} at ${where}`,
      };
    }
    case 7:
      return {
        value: setAt(
          value,
          target,
          Array.from({ length: rng.pick([100, 10_000]) }, () => rng.pick(ODD_STRINGS)),
        ),
        note: `long array at ${where}`,
      };
    default:
      return { value: setAt(value, target, rng.pick(ODD_NUMBERS)), note: `odd number at ${where}` };
  }
}

// ------------------------------------------------------------------------------------- requests

export interface FuzzRequest {
  options: InjectOptions;
  notes: string[];
}

const BAD_JSON = [
  '{',
  '{"a":}',
  '[1,]',
  '{"a":1,,}',
  'nul',
  '"\\u00"',
  '\u0000',
  '{"a":"\\ud800"}',
  '{}garbage',
  'NaN',
  '',
  ' ',
];

/** encodeURIComponent that also writes lone surrogates, as the invalid UTF-8 bytes a client might send. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

function queryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodeLoose(k)}=${encodeLoose(text)}`);
    }
  }
  return parts.join('&');
}

/** A plausible, then damaged, request for a route. */
export function fuzzRequest(route: FuzzRoute, rng: Rng): FuzzRequest {
  const notes: string[] = [];

  // Path parameters: mostly well formed, often hostile.
  let url = route.url;
  for (const p of route.pathParams) {
    const hostile = rng.chance(0.5);
    const raw = hostile ? rng.pick(PATH_VALUES) : String(plausible(p.schema ?? { type: 'string' }, rng));
    if (hostile) notes.push(`path ${p.name}=${raw.length > 40 ? `${raw.slice(0, 40)}…(${raw.length})` : raw}`);
    url = url.replace(`:${p.name}`, hostile ? raw : encodeLoose(raw));
  }

  // Query: plausible values, sometimes damaged, sometimes polluted.
  if (route.queryParams.length || rng.chance(0.1)) {
    const query: Record<string, unknown> = {};
    for (const p of route.queryParams) {
      if (p.required || rng.chance(0.6)) query[p.name] = plausible(p.schema ?? {}, rng);
    }
    if (rng.chance(0.6)) {
      const keys = [...route.queryParams.map((p) => p.name), 'extra', '__proto__[x]', 'a[b]'];
      const key = rng.pick(keys);
      const value = rng.pick<() => unknown>([
        () => rng.pick(ODD_STRINGS),
        () => [rng.pick(ODD_STRINGS), rng.pick(ODD_STRINGS)],
        () => 'q'.repeat(rng.pick([500, 20_000])),
        () => rng.pick(ODD_NUMBERS),
      ])();
      query[key] = value;
      notes.push(`query ${key}=${JSON.stringify(value).slice(0, 60)}`);
    }
    const qs = queryString(query);
    if (qs) url += `?${qs}`;
  }

  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;

  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (hasBody || rng.chance(0.05)) {
    let value: unknown = route.bodySchema ? plausible(route.bodySchema, rng) : {};
    const mutations = 1 + rng.int(3);
    for (let i = 0; i < mutations; i += 1) {
      const m = mutateValue(value, rng);
      value = m.value;
      notes.push(m.note);
    }
    const shape = rng.int(20);
    if (shape === 0) {
      payload = rng.pick(BAD_JSON);
      headers['content-type'] = 'application/json';
      notes.push(`bad JSON ${JSON.stringify(payload)}`);
    } else if (shape === 1) {
      const type = rng.pick([
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'image/png',
        '*/*',
        'application/json, text/plain',
        'application/json;;;',
      ]);
      headers['content-type'] = type;
      payload = value === undefined ? 'x' : toJson(value, notes);
      notes.push(`content-type ${type}`);
    } else if (shape === 2 || route.bodyType === 'multipart/form-data') {
      const boundary = rng.pick(['', 'b0undary', 'x'.repeat(200)]);
      headers['content-type'] = boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
      payload = multipartBody(boundary || 'missing', rng);
      notes.push(`multipart boundary=${JSON.stringify(boundary.slice(0, 20))}`);
    } else if (value !== undefined) {
      headers['content-type'] = 'application/json';
      payload = toJson(value, notes);
    } else if (rng.chance(0.5)) {
      headers['content-type'] = 'application/json';
      payload = '';
      notes.push('empty JSON body');
    }
  }

  if (rng.chance(0.1)) {
    const zone = rng.pick(['Mars/Olympus', '', 'a'.repeat(300), '../../etc', 'Asia/Kolkata\u0085']);
    headers['x-time-zone'] = zone;
    notes.push(`x-time-zone ${JSON.stringify(zone.slice(0, 30))}`);
  }

  return { options: { method: route.method as InjectOptions['method'], url, headers, payload }, notes };
}

/** JSON text of a value; nesting deeper than this process can stringify is sent as text built directly. */
function toJson(value: unknown, notes: string[]): string {
  try {
    return JSON.stringify(value);
  } catch {
    const levels = 20_000;
    notes.push(`nesting ${levels} as text`);
    return `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;
  }
}

function multipartBody(boundary: string, rng: Rng): Buffer {
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    `${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${value}\r\n`;
  const pieces = [
    part('type', rng.pick(['profile_pic', 'educationalDetails', 'medicalLicences', 'nope', 'a\u0000b'])),
    rng.chance(0.5)
      ? part('fileId', rng.pick(['', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '\u0000']))
      : '',
    rng.chance(0.7)
      ? part(
          'uploadFile',
          rng.pick(['\x89PNG\r\n\x1a\n', 'GIF89a', 'not an image', '']),
          rng.pick(['a.png', '../../x.png', 'a\u0000.png', '😀.png', '']),
        )
      : '',
    rng.chance(0.8) ? `--${boundary}--\r\n` : '',
  ];
  return Buffer.from(pieces.join(''), 'utf8');
}

/** A short printable summary of a request, for failure messages. */
export function describeRequest(req: FuzzRequest, role: string): string {
  const o = req.options;
  const payload = o.payload === undefined ? '' : String(o.payload);
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}…(${payload.length} chars)` : payload;
  const url = String(o.url);
  return [
    `${o.method} ${url.length > 200 ? `${url.slice(0, 200)}…(${url.length})` : url} as ${role}`,
    `headers ${JSON.stringify(o.headers)}`,
    `body ${JSON.stringify(shown)}`,
    `mutations: ${req.notes.join('; ')}`,
  ].join('\n  ');
}
