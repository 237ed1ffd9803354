import { MSG } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { approvedTherapist, insertAppointment, newPatient } from '../../modules/booking/test-helpers';
import { image, multipart, newTherapist, upload } from '../../modules/therapist-profile/test-helpers';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import type { FileSubject } from './links';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const opens = (subject: FileSubject, fileId: string) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'file.open'), eq(auditLog.entity, subject), eq(auditLog.entityId, fileId)));
/** The same link made 6 minutes ago by the server's own signer. */
const expired = (path: string, subject: FileSubject, fileId: string, userId: string) =>
  app.ctx.fileLinks.boundLink({ path, subject, fileId, userId, now: Date.now() - 6 * 60_000 });
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));

describe('health-file links: 5 minutes, one reader, every open audited', () => {
  it('medical records', async () => {
    const p = await newPatient(app, 'Mira');
    const other = await newPatient(app, 'Omar');
    const form = multipart({}, { name: 'report.pdf', type: 'application/pdf', bytes: PDF, field: 'file' });
    const up = await app.inject({
      method: 'POST',
      url: '/api/v1/user/patient/upload/medical-record',
      headers: { ...bearer(p.token), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const list = await get('/api/v1/user/patient/upload/medical-record', p.token);
    const rec = body<{ data: { medicalReports: Array<{ _id: string; url: string }> } }>(list).data.medicalReports[0]!;
    expect(expOf(rec.url) * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    expect((await get(rec.url)).statusCode).toBe(200);
    expect((await get(rec.url, p.token)).statusCode).toBe(200);
    const theirs = await get(rec.url, other.token);
    expect(theirs.statusCode).toBe(403);
    expect(body(theirs).data.message).toBe(MSG.fileLinkOtherReader);
    const path = `/api/v1/health-records/files/${rec._id}`;
    const old = await get(expired(path, 'health-record', rec._id, p.id));
    expect(old.statusCode).toBe(403);
    expect(body(old).data.message).toBe(MSG.fileLinkExpired);
    // Without a link: the owner's token opens it, nobody else's, and no token at all is 401.
    expect((await get(path, p.token)).statusCode).toBe(200);
    expect((await get(path, other.token)).statusCode).toBe(403);
    expect((await get(path)).statusCode).toBe(401);

    const rows = await opens('health-record', rec._id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.actorUserId === p.id && r.detail?.ownerUserId === p.id)).toBe(true);
    expect(rows.map((r) => r.detail?.via).sort()).toEqual(['link', 'link', 'token']);
  });

  it('chat files', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app, 'Ravi');
    const stranger = await newPatient(app, 'Sam');
    await insertAppointment(app, { patientId: p.id, therapistId: t.id, startsAt: new Date(Date.now() + 86_400_000) });
    const form = multipart(
      { otherUserId: t.id, clientId: 'links-1' },
      { name: 'rash.png', type: 'image/png', bytes: await image(40, 30), field: 'file' },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/create-file',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(p.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = body<{ data: { chat: { file: { _id: string; url: string } } } }>(res).data.chat.file;
    // The message goes to both people: it carries no link token, each opens it with their own sign-in.
    expect(file.url).toBe(`/api/v1/chat/files/${file._id}`);
    expect((await get(file.url)).statusCode).toBe(401);
    expect((await get(file.url, t.token)).statusCode).toBe(200);
    expect((await get(file.url, stranger.token)).statusCode).toBe(404);

    const mine = app.ctx.fileLinks.boundLink({ path: file.url, subject: 'chat-file', fileId: file._id, userId: p.id });
    expect((await get(mine)).statusCode).toBe(200);
    expect((await get(mine, t.token)).statusCode).toBe(403);
    expect((await get(expired(file.url, 'chat-file', file._id, p.id))).statusCode).toBe(403);
    // A link made for the stranger opens nothing (the link says who, never that they may).
    const strangers = app.ctx.fileLinks.boundLink({
      path: file.url,
      subject: 'chat-file',
      fileId: file._id,
      userId: stranger.id,
    });
    expect((await get(strangers)).statusCode).toBe(404);

    const rows = await opens('chat-file', file._id);
    expect(rows.map((r) => r.actorUserId).sort()).toEqual([p.id, t.id].sort());
  });

  it('therapist documents (a profile picture keeps its picture link)', async () => {
    const t = await newTherapist(app);
    const someone = await newPatient(app, 'Nia');
    const doc = await upload(
      app,
      t.token,
      { type: 'educationalDetails' },
      { name: 'degree.png', type: 'image/png', bytes: await image(300, 300) },
    );
    expect(doc.statusCode, doc.body).toBe(200);
    const d = body<{ data: { documentId: string; url: string } }>(doc).data;
    expect(d.url).toMatch(new RegExp(`^/api/v1/files/${d.documentId}\\?reader=${t.id}&exp=\\d+&sig=`));
    expect(expOf(d.url) * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
    expect((await get(d.url)).statusCode).toBe(200);
    expect((await get(d.url, someone.token)).statusCode).toBe(403);
    const path = `/api/v1/files/${d.documentId}`;
    expect((await get(expired(path, 'therapist-document', d.documentId, t.id))).statusCode).toBe(403);
    // A picture link does not open a document.
    const picture = app.ctx.fileLinks.link(d.documentId);
    expect((await get(picture)).statusCode).toBe(404);
    expect((await get(path, someone.token)).statusCode).toBe(404);
    const rows = await opens('therapist-document', d.documentId);
    expect(rows.map((r) => [r.actorUserId, r.detail?.via])).toEqual([[t.id, 'link']]);

    const pic = await upload(
      app,
      t.token,
      { type: 'profile_pic' },
      { name: 'me.png', type: 'image/png', bytes: await image(300, 300) },
    );
    const picUrl = body<{ data: { url: string } }>(pic).data.url;
    expect(picUrl).toMatch(/\?exp=\d+&sig=/);
    const shown = await get(picUrl, someone.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, max-age=300');
  });
});
