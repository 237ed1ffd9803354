import { type EntryKind, MSG, type UploadFileResult, type UploadType } from '@sahaj/contract';
import { addDays } from 'date-fns';
import type { UploadPurpose } from '../../db/schema/index';
import { newStorageKey } from '../../integrations/storage/file-storage';
import { AppError, notFound } from '../../lib/errors';
import type { ProfileDeps } from './deps';
import { therapistProfileRepository } from './repository';
import { checkUpload, cleanFileName } from './uploads';

/** POST /provider/upload-file and GET /files/{fileId}. */
export function fileUseCases({ db, repo, storage, links, doctor, discardFiles }: ProfileDeps) {
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
      const checked = await checkUpload(input.type, input.bytes, input.truncated);
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
        url: links.link(file.id),
        fileName: file.originalName,
        lastModified: file.createdAt.toISOString(),
      };
    },

    /**
     * A stored file for a reader: the owner or an admin (by token), or anyone holding a valid
     * signed link we issued to such a reader.
     */
    async openFile(
      fileId: string,
      access: { reader?: { userId: string; userType: string }; exp?: number; sig?: string },
    ) {
      const file = await repo.file(fileId);
      const signed = links.verify(fileId, access.exp, access.sig);
      if (!signed && (access.exp || access.sig) && !access.reader) {
        throw new AppError('LINK_EXPIRED', 403, MSG.fileLinkExpired);
      }
      const allowed =
        signed ||
        (access.reader && file && (access.reader.userType === 'admin' || access.reader.userId === file.ownerUserId));
      if (!file || !allowed) throw notFound(MSG.fileNotFound);
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw notFound(MSG.fileNotFound);
      return { file, bytes };
    },
  };
}
