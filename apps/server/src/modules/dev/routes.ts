import { okEnvelope, outboxData, outboxMessage, outboxQuery, outboxSendBody } from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { normaliseRecipient, toOutboxMessage } from './service';

/** Development only: read (and write) the outbox. Not registered when NODE_ENV=production. */
const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const outbox = ctx.outbox;
  if (!outbox) return;
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: SMS, WhatsApp and e-mail sent, newest first',
        querystring: outboxQuery,
        response: { 200: okEnvelope(outboxData) },
      },
    },
    async (req) => {
      const rows = await outbox.list({ to: normaliseRecipient(req.query.to), limit: req.query.limit });
      return ok({ messages: rows.map(toOutboxMessage) });
    },
  );
  app.post(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: put a message in it (for trying the outbox page)',
        body: outboxSendBody,
        response: { 200: okEnvelope(outboxMessage) },
      },
    },
    async (req) => {
      const row = await outbox.put({ ...req.body, to: normaliseRecipient(req.body.to) ?? req.body.to });
      return ok(toOutboxMessage(row));
    },
  );
};
export default devRoutes;
