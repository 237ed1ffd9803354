import type {
  AccountDetails,
  BasicInfoBody,
  ExtraInfoBody,
  Treatment,
  UpdateWorkProfileBody,
  UploadFileResult,
  UploadType,
  WorkProfile,
} from '@sahaj/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const workProfileKeys = {
  all: ['work-profile'] as const,
  profile: ['work-profile', 'profile'] as const,
  bank: ['work-profile', 'bank'] as const,
  treatments: ['work-profile', 'treatments'] as const,
};

export const getWorkProfile = (signal?: AbortSignal) => api<WorkProfile>('/provider/work-profile', { signal });

export const workProfileQuery = () =>
  queryOptions({ queryKey: workProfileKeys.profile, queryFn: ({ signal }) => getWorkProfile(signal), staleTime: 0 });
export const useWorkProfile = () => useQuery(workProfileQuery());

/** The owner's own bank form: the account number in full (every other read is masked). */
export const useBankDetails = () =>
  useQuery({
    queryKey: workProfileKeys.bank,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api<{ accountDetails: AccountDetails | null }>('/provider/work-profile/bank-details', { signal }),
  });

type Message = { message: string };
type UpdateResult = { message: string; page: number; status: WorkProfile['status'] };

export function useUpdateBasicInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BasicInfoBody) =>
      api<UpdateResult>('/provider/work-profile/basic-info', { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.profile }),
  });
}

export function useUpdateExtraInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtraInfoBody) =>
      api<Message & { _id: string | null }>('/provider/work-profile/extra-info', { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.profile }),
  });
}

export function useUpdateWorkProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkProfileBody) => api<UpdateResult>('/provider/work-profile', { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.all }),
  });
}

export const uploadFile = (type: UploadType, file: File, fileId?: string) => {
  const form = new FormData();
  form.set('type', type);
  if (fileId) form.set('fileId', fileId);
  form.set('uploadFile', file, file.name);
  return api<UploadFileResult>('/provider/upload-file', { method: 'POST', body: form });
};

export function useUploadFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, fileId }: { type: UploadType; file: File; fileId?: string }) =>
      uploadFile(type, file, fileId),
    onSuccess: (_d, v) => {
      if (v.type === 'profile_pic' || v.fileId) void qc.invalidateQueries({ queryKey: workProfileKeys.profile });
    },
  });
}

// Treatments (/provider/treatments)

export const useTreatments = () =>
  useQuery({
    queryKey: workProfileKeys.treatments,
    queryFn: ({ signal }) =>
      api<{ treatments: Treatment[] }>('/provider/treatments', { signal }).then((d) => d.treatments),
  });

export function useSaveTreatment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { treatmentId?: string; treatmentName: string; treatmentPrice: number }) =>
      v.treatmentId
        ? api<Message>('/provider/treatments', { method: 'PATCH', body: v })
        : api<Message>('/provider/treatments', {
            method: 'POST',
            body: { treatmentName: v.treatmentName, treatmentPrice: v.treatmentPrice },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.treatments }),
  });
}

export function useDeleteTreatment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (treatmentId: string) =>
      api<Message>('/provider/treatments', { method: 'DELETE', query: { treatmentId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.treatments }),
  });
}
