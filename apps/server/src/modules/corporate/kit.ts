import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';

/** What every part of the corporate feature is built from (service.ts makes one). */
export interface CorporateKit {
  ctx: Pick<BaseContext, 'db' | 'mail' | 'log' | 'config' | 'fileLinks' | 'storage'>;
  now: () => Date;
  /** The company's display name (auth's sign-up details), for e-mails and invoices. */
  companyName(companyId: string, tx?: DbOrTx): Promise<string | null>;
}
