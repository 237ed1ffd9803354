import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, register as featureRegistry, Histogram, Registry } from 'prom-client';
import { notFound, unauthorized } from './errors';
import { bearerToken } from './http';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of the scraper's bearer token. */
function holdsToken(req: FastifyRequest, token: string): boolean {
  const given = bearerToken(req);
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route and status, and
 * what features record in prom-client's process-wide registry (chat: where a message's time goes).
 * With METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` reads them; without it they
 * are served outside production only (a developer's machine), and production answers 404.
 */
export function registerMetrics(app: FastifyInstance, opts: { token?: string; isProduction: boolean }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      // The route checks its own bearer token (the scraper's, not a user session).
      config: { access: 'public' },
      onRequest: async (req) => {
        if (opts.token) {
          if (!holdsToken(req, opts.token)) throw unauthorized(MSG.unauthorized, 'METRICS_TOKEN');
        } else if (opts.isProduction) {
          throw notFound(MSG.notFound);
        }
      },
    },
    async (_req, reply) => {
      reply.header('content-type', registry.contentType);
      reply.header('cache-control', 'no-store');
      return Registry.merge([registry, featureRegistry]).metrics();
    },
  );
}
