import { MSG } from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../integrations/storage/index';
import { notFound } from '../../lib/errors';
import type { FileLinkSigner } from '../../lib/files/index';
import type { AvailabilityService } from '../availability/service';
import { therapistProfileRepository } from './repository';

export type ProfileCtx = Pick<AppContext, 'db' | 'encryption' | 'log' | 'passwords' | 'tokens'>;

/**
 * What the work-profile use cases share: the context, the repository, file storage and links,
 * availability, and three small helpers. Built once by therapistProfileService.
 */
export function profileDeps(
  ctx: ProfileCtx,
  storage: FileStorage,
  links: FileLinkSigner,
  availability: AvailabilityService,
) {
  const repo = therapistProfileRepository(ctx.db);

  /** The caller's account, when it is a therapist's (anyone else reads as missing). */
  async function doctor(userId: string) {
    const user = await repo.user(userId);
    if (user?.userType !== 'doctor') throw notFound(MSG.notFound);
    return user;
  }

  /**
   * The link to a stored file for one reader: a profile picture gets the cacheable picture link; a
   * document (degree, licence, experience letter) a link bound to the reader, valid 5 minutes.
   */
  const fileUrl = (file: { id: string; purpose: string }, readerId: string) =>
    file.purpose === 'profile_pic'
      ? links.link(file.id)
      : links.boundLink({
          path: `/api/v1/files/${file.id}`,
          subject: 'therapist-document',
          fileId: file.id,
          userId: readerId,
        });

  /** An authorised, expiring link to a stored file, with its name and upload time. */
  const docLink = (
    file: { id: string; purpose: string; originalName: string; createdAt: Date } | null | undefined,
    readerId: string,
  ) =>
    file
      ? { url: fileUrl(file, readerId), fileName: file.originalName, lastModified: file.createdAt.toISOString() }
      : { url: null, fileName: null, lastModified: null };

  /** Removes stored files no longer referenced (after the transaction that dropped them). */
  async function discardFiles(fileIds: Array<string | null | undefined>) {
    for (const id of fileIds) {
      if (!id) continue;
      try {
        const row = await repo.deleteFile(ctx.db, id);
        if (row) await storage.delete(row.storageKey);
      } catch (err) {
        ctx.log.warn({ err, fileId: id }, 'could not remove a replaced upload');
      }
    }
  }

  return { ctx, db: ctx.db, repo, storage, links, availability, doctor, fileUrl, docLink, discardFiles };
}
export type ProfileDeps = ReturnType<typeof profileDeps>;
