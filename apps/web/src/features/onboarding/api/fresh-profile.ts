import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { profileQuery } from '../../auth';

/**
 * The signed-in user from the shared GET /user/profile query, read afresh when the wizard opens
 * (where it resumes depends on the stored page, which another tab may have moved on).
 */
export function useFreshProfile() {
  const token = useSession()?.token ?? null;
  return useQuery({ ...profileQuery(token), staleTime: 0 });
}
