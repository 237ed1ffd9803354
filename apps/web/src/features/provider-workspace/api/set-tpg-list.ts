import type { ClassifiedMedicine, TpgList } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /admin/medicine-library/{id}: marks a medicine with its Telemedicine Practice Guidelines list. */
export const setTpgList = ({ id, tpgList }: { id: string; tpgList: TpgList }) =>
  api<{ message: string; medicine: ClassifiedMedicine }>(`/admin/medicine-library/${id}`, {
    method: 'PATCH',
    body: { tpgList },
  });

export function useSetTpgList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setTpgList,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['medications', 'admin-library'] }),
  });
}
