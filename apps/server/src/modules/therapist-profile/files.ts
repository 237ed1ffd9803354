import { DOCUMENT_MAX_BYTES, type EntryKind, MSG, type UploadFileResult, type UploadType } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadPurpose } from '../../db/schema/index';
import { newStorageKey } from '../../integrations/storage/file-storage';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  auditFileOpen,
  checkImage,
  checkPdf,
  cleanFileName,
  type FileReader,
  IMAGE_RULES,
} from '../../lib/files/index';
import type { ProfileDeps } from './deps';
import { therapistProfileRepository } from './repository';

/**
 * A certificate (degree, experience letter, licence) checked from its bytes: a JPEG or PNG photo
 * (decoded, re-encoded without EXIF) or a PDF (magic number and end marker, kept as sent), under
 * 2 MB; anything else is 'File type must be JPEG, PNG or PDF!' (issue 20 #9).
 */
async function checkCertificate(bytes: Buffer, truncated: boolean) {
  if (bytes.length === 0) throw badRequest(MSG.uploadFileRequired, 'UPLOAD_REQUIRED');
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (mime === 'application/pdf') {
    const pdf = await checkPdf(bytes, truncated, {
      maxBytes: DOCUMENT_MAX_BYTES - 1,
      typeMessage: MSG.certificateType,
      tooLargeMessage: MSG.documentTooLarge,
    });
    return { ...pdf, width: null, height: null };
  }
  if (mime !== 'image/jpeg' && mime !== 'image/png') throw badRequest(MSG.certificateType, 'UPLOAD_TYPE');
  return checkImage(bytes, truncated, IMAGE_RULES.document);
}

/** POST /provider/upload-file and GET /files/{fileId}. */
export function fileUseCases({ db, repo, storage, links, fileUrl, doctor, discardFiles }: ProfileDeps) {
  /**
   * Uploads never attached to an entry (the popup was closed without saving) are removed a day
   * later, the next time their owner uploads something.
   */
  async function discardStaleUploads(userId: string) {
    const stale = await repo.staleFiles(userId, addDays(new Date(), -1));
    const unused: string[] = [];
    for (const f of stale) if (!(await repo.fileInUse(f.id))) unused.push(f.id);
    await discardFiles(unused);
  }

  return {
    async upload(
      userId: string,
      input: { type: UploadType; fileId?: string; bytes: Buffer; truncated: boolean; filename?: string },
    ): Promise<UploadFileResult> {
      await doctor(userId);
      const kind = input.type === 'profile_pic' ? undefined : (input.type as EntryKind);
      const target = kind && input.fileId ? await repo.entry(kind, userId, input.fileId) : undefined;
      if (kind && input.fileId && !target) throw notFound(MSG.entryNotFound);
      const checked =
        input.type === 'profile_pic'
          ? await checkImage(input.bytes, input.truncated, IMAGE_RULES.avatar)
          : await checkCertificate(input.bytes, input.truncated);
      const key = newStorageKey(checked.ext);
      await storage.put(key, checked.bytes);
      let replaced: string | null | undefined;
      let file: Awaited<ReturnType<typeof repo.insertFile>>;
      try {
        file = await db.transaction(async (tx) => {
          const stored = await repo.insertFile(tx, {
            ownerUserId: userId,
            purpose: input.type as UploadPurpose,
            storageKey: key,
            originalName: cleanFileName(input.filename, checked.ext),
            mimeType: checked.mimeType,
            sizeBytes: checked.bytes.length,
            width: checked.width,
            height: checked.height,
          });
          if (input.type === 'profile_pic') {
            replaced = (await therapistProfileRepository(tx).profile(userId))?.profilePicFileId;
            await repo.updateProfile(tx, userId, { profilePicFileId: stored.id });
          } else if (kind && target) {
            replaced = target.documentFileId;
            await repo.updateEntry(tx, kind, userId, target.id, { documentFileId: stored.id });
          }
          return stored;
        });
      } catch (err) {
        await storage.delete(key).catch(() => {});
        throw err;
      }
      await discardFiles([replaced]);
      await discardStaleUploads(userId);
      return {
        message: MSG.uploadedFile,
        type: input.type,
        documentId: file.id,
        fileId: target?.id ?? null,
        url: fileUrl(file, userId),
        fileName: file.originalName,
        lastModified: file.createdAt.toISOString(),
      };
    },

    /**
     * A stored file for a reader. A profile picture: anyone holding its picture link, its owner or an
     * admin. A document (degree, licence, experience letter): only its owner or an admin, by token or
     * by a link bound to them (lib/files/access.ts); each open of a document is audited.
     */
    async openFile(fileId: string, access: { reader?: FileReader; exp?: number; sig?: string }) {
      const file = await repo.file(fileId);
      const picture = file?.purpose === 'profile_pic';
      const pictureLink = links.verify(fileId, access.exp, access.sig);
      const r = access.reader;
      if (!r && !pictureLink) throw new AppError('LINK_EXPIRED', 403, MSG.fileLinkExpired);
      if (!file) throw notFound(MSG.fileNotFound);
      const owner = r?.userId === file.ownerUserId;
      const admin = r && !owner && (r.userType ?? (await repo.user(r.userId))?.userType) === 'admin';
      if (!owner && !admin && !(picture && pictureLink)) throw notFound(MSG.fileNotFound);
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw notFound(MSG.fileNotFound);
      if (!picture && r) {
        await auditFileOpen(db, {
          readerUserId: r.userId,
          subject: 'therapist-document',
          fileId,
          ownerUserId: file.ownerUserId,
          via: r.via,
        });
      }
      return { file, bytes };
    },
  };
}
