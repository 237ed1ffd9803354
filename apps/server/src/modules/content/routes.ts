import { CONTENT_SLUGS, contentPage, okEnvelope } from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { contentDocument } from './service';

const SUMMARIES = {
  'privacy-policy': 'Privacy policy (blocks of heading, title, description and bullets)',
  'confidentiality-agreement':
    'Confidentiality agreement and terms of use (blocks of heading, title, description and bullets)',
} as const;

/** Static content pages (spec document 3 "Static content"): GET /public/privacy-policy and /public/confidentiality-agreement. */
const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  for (const slug of CONTENT_SLUGS) {
    app.get(
      `/public/${slug}`,
      {
        config: { access: 'public' },
        schema: { tags: ['content'], summary: SUMMARIES[slug], response: { 200: okEnvelope(contentPage) } },
      },
      async (_req, reply) => {
        // The same for everyone and rarely changed: let browsers and proxies keep it for a while.
        reply.header('cache-control', 'public, max-age=300');
        return ok(contentDocument(slug));
      },
    );
  }
};
export default contentRoutes;
