import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { FileSubject } from './links';

/**
 * Every open of a health file is written to audit_log (action 'file.open'): who opened which file of
 * whom, and how (their token or a bound link). A therapist's read of a patient's records is also
 * in the patient's own "who viewed my records" list (health-records).
 */
export async function auditFileOpen(
  db: Db,
  open: { readerUserId: string; subject: FileSubject; fileId: string; ownerUserId: string; via: 'token' | 'link' },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: open.readerUserId,
    action: 'file.open',
    entity: open.subject,
    entityId: open.fileId,
    detail: { ownerUserId: open.ownerUserId, via: open.via },
  });
}
