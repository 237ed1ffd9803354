import type { FileStorage } from '../../integrations/storage/index';
import type { FileLinkSigner } from '../../lib/files/index';
import { type AvailabilityService, availabilityService } from '../availability/service';
import { basicInfoUseCases } from './basic-info';
import { type ProfileCtx, profileDeps } from './deps';
import { entryUseCases } from './entries';
import { fileUseCases } from './files';
import { readProfileUseCases } from './read-profile';
import { treatmentUseCases } from './treatments';
import { workProfileUseCases } from './work-profile';

/**
 * The therapist's own work profile (spec 02): the wizard's six pages, entries with documents,
 * uploads, treatments and bank details. Every call is scoped to the caller's user id. One file per
 * use case (read-profile, basic-info, entries, work-profile, files, treatments); queries live in
 * repository.ts, name translations in mapper.ts, availability in modules/availability.
 */
export function therapistProfileService(
  ctx: ProfileCtx,
  storage: FileStorage,
  links: FileLinkSigner,
  availability: AvailabilityService = availabilityService(ctx.db),
) {
  const deps = profileDeps(ctx, storage, links, availability);
  const reading = readProfileUseCases(deps);
  return {
    ...reading,
    ...basicInfoUseCases(deps),
    ...entryUseCases(deps),
    ...workProfileUseCases(deps, reading.read),
    ...fileUseCases(deps),
    ...treatmentUseCases(deps),
  };
}
export type TherapistProfileService = ReturnType<typeof therapistProfileService>;
