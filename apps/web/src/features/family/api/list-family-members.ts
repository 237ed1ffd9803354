import { FAMILY_MEMBERS_PAGE_SIZE, type FamilyMembersData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** GET /patient/family-members (page 0, limit 15: a patient keeps at most 15). */
export const listFamilyMembers = (signal?: AbortSignal) =>
  api<FamilyMembersData>('/patient/family-members', { query: { page: 0, limit: FAMILY_MEMBERS_PAGE_SIZE }, signal });

export const familyMembersQuery = () =>
  queryOptions({ queryKey: familyKeys.list, queryFn: ({ signal }) => listFamilyMembers(signal) });

export const useFamilyMembers = (enabled = true) => useQuery({ ...familyMembersQuery(), enabled });
