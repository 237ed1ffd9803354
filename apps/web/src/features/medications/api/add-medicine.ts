import type { AdminMedicineBody, Medicine } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** POST /admin/medicine: adds to the library (409 for a duplicate). */
export const addMedicine = (body: AdminMedicineBody) =>
  api<{ message: string; medicine: Medicine }>('/admin/medicine', { method: 'POST', body });

export function useAddMedicine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addMedicine,
    onSuccess: () => qc.invalidateQueries({ queryKey: medicationKeys.all }),
  });
}
