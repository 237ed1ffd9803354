import {
  CHAT_FILE_MAX_BYTES,
  chatFileFields,
  chatHistoryData,
  chatHistoryParams,
  chatHistoryQuery,
  chatListData,
  chatMessage,
  fileParams,
  fileQuery,
  MSG,
  okEnvelope,
  SERVER_EVENTS,
  type UploadPercentageEvent,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readerOfFile, sendFile } from '../../lib/files/index';
import { ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';
import { chatDelivery } from './delivery';
import { type Caller, callerOf } from './service';

const security = [{ bearer: [] }];
const tags = ['chat'];
const ROLES = [
  { prefix: '/patient', access: ['patient'] as const, who: 'patient' },
  { prefix: '/provider', access: ['doctor'] as const, who: 'therapist' },
];

/**
 * Reads the chat upload form: text fields first (roomId / otherUserId, clientId, uploadId), then one
 * file (part `file` or `files`), capped at the chat limit. While the file streams in, the uploader's
 * sockets get `uploadPercentage` (in steps of 10) when an uploadId was sent.
 */
function readChatUpload(req: FastifyRequest, progress: (uploadId: string, pct: number) => void) {
  let step = 0;
  return readUpload(req, {
    maxFileBytes: CHAT_FILE_MAX_BYTES,
    fileFields: ['file', 'files'],
    notMultipart: { message: MSG.chatFileRequired },
    onProgress: (read, total, fields) => {
      if (!fields.uploadId || total <= 0) return;
      const pct = Math.min(99, Math.floor((read / total) * 100));
      if (pct >= step + 10) {
        step = pct - (pct % 10);
        progress(fields.uploadId, step);
      }
    },
  });
}

/** Chat over HTTP (issue 13): conversation list, history, file messages and the chat file download. */
const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const chat = ctx.services.chat;
  const delivery = chatDelivery(ctx);
  const caller = (req: FastifyRequest): Caller => callerOf(principalOf(req));

  for (const role of ROLES) {
    app.get(
      `${role.prefix}/fetch-Chat-History`,
      {
        config: { access: role.access },
        schema: {
          tags,
          security,
          summary: `The ${role.who}'s conversations`,
          description:
            'One conversation per person the caller has an appointment with (booked, completed or cancelled), newest talk first: the other person, a 60-character preview of the last message, the unread count, the last time and whether they are online now.',
          response: { 200: okEnvelope(chatListData) },
        },
      },
      async (req) => ok(await chat.list(caller(req))),
    );

    app.get(
      `${role.prefix}/fetch-Chat-History/:id`,
      {
        config: { access: role.access },
        schema: {
          tags,
          security,
          summary: 'One conversation: a page of messages, paged backwards',
          description:
            "id is the other person's user id. Without before: the newest page; before=<seq>: the page older than that message; after=<seq>: what came after it (a client coming back). Messages in a page are oldest first. Reading delivers the caller's undelivered messages (their senders get message-received-client-side). 404 for anybody the caller has no appointment with.",
          params: chatHistoryParams,
          querystring: chatHistoryQuery,
          response: { 200: okEnvelope(chatHistoryData) },
        },
      },
      async (req) => {
        const c = caller(req);
        const { delivered, ...data } = await chat.history(c, req.params.id, req.query);
        if (delivered.length) {
          const conv = await chat.open(c, { roomId: data.conversation.roomId });
          delivery.delivered(c, conv, delivered);
        }
        return ok(data);
      },
    );

    const fileRoutes = role.prefix === '/patient' ? ['create-file', 'upload-file'] : ['create-file'];
    for (const name of fileRoutes) {
      app.post(
        `${role.prefix}/${name}`,
        {
          config: {
            access: role.access,
            rateLimit: {
              max: 30,
              timeWindow: '1 minute',
              keyGenerator: (req: FastifyRequest) => `chat-file:${req.principal?.userId ?? req.ip}`,
            },
          },
          schema: {
            tags,
            security,
            summary: 'Send a file in a conversation (multipart/form-data)',
            description:
              "Fields first: roomId (or otherUserId), optional clientId (a resend with it returns the stored message) and uploadId (the sender's sockets get uploadPercentage { uploadId, percentage } while it streams); then the part `file`. A JPEG or PNG image under 2 MB (re-encoded, EXIF dropped) or a PDF up to 5 MB, checked from the bytes. Stored, then delivered as a `message` event to the other person. Only the two people of the conversation can read the file, through the signed link in the message." +
              (name === 'upload-file'
                ? ' (The same call as create-file; POST /provider/upload-file is the therapist profile upload.)'
                : ''),
            consumes: ['multipart/form-data'],
            body: chatFileFields,
            response: { 200: okEnvelope(z.object({ message: z.string(), chat: chatMessage })) },
          },
          // The body is multipart (read below); the zod schema documents it in OpenAPI only.
          validatorCompiler: (route) =>
            route.httpPart === 'body'
              ? (data: unknown) => ({ value: data })
              : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        },
        async (req) => {
          const c = caller(req);
          const { fields, file } = await readChatUpload(req, (uploadId, percentage) => {
            const event: UploadPercentageEvent = { uploadId, percentage };
            ctx.realtime.emitToUser(c.role, c.userId, SERVER_EVENTS.uploadPercentage, event);
          });
          const parsed = chatFileFields.safeParse({
            roomId: fields.roomId || undefined,
            otherUserId: fields.otherUserId || undefined,
            clientId: fields.clientId || undefined,
            uploadId: fields.uploadId || undefined,
          });
          if (!parsed.success) throw badRequest(MSG.chatNotFound, 'BAD_REQUEST', { field: 'roomId' });
          if (!file) throw badRequest(MSG.chatFileRequired, 'UPLOAD_REQUIRED', { field: 'file' });
          const { conv, message, duplicate } = await chat.sendFile(c, parsed.data, {
            ...file,
            clientId: parsed.data.clientId,
          });
          if (parsed.data.uploadId) {
            const event: UploadPercentageEvent = { uploadId: parsed.data.uploadId, percentage: 100 };
            ctx.realtime.emitToUser(c.role, c.userId, SERVER_EVENTS.uploadPercentage, event);
          }
          if (!duplicate) delivery.newMessage(c, conv, message);
          return ok({ message: MSG.chatFileSent, chat: message });
        },
      );
    }
  }

  app.get(
    '/chat/files/:fileId',
    {
      // Public to the access hook: the handler accepts the token of one of the pair, or a link bound to one.
      config: { access: 'public' },
      schema: {
        tags,
        security,
        summary: 'Download a file sent in a conversation',
        description:
          "Authorised by the Bearer token of one of the two people of the conversation, or by a link bound to one of them (reader, exp, sig; 5 minutes; opened with another person's token: 403). Anybody else: 404. Each open is audited.",
        params: fileParams,
        querystring: fileQuery,
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
      },
    },
    async (req, reply) => {
      const reader = await readerOfFile(req, ctx, { subject: 'chat-file', fileId: req.params.fileId });
      const { file, bytes } = await chat.openFile(req.params.fileId, reader);
      return sendFile(reply, {
        bytes,
        mimeType: file.mimeType,
        originalName: file.originalName,
        download: Boolean(req.query.download),
        cache: 'no-store',
      });
    },
  );
};
export default chatRoutes;
