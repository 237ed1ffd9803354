import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** GET /public/relationships: the relationship choices. */
export const getRelationships = (signal?: AbortSignal) =>
  api<{ relationships: Array<{ _id: string; name: string }> }>('/public/relationships', {
    signal,
    skipAuth: true,
  }).then((d) => d.relationships);

export const useRelationships = () =>
  useQuery({
    queryKey: familyKeys.relationships,
    queryFn: ({ signal }) => getRelationships(signal),
    staleTime: Infinity,
  });
