import { PRESCRIPTION_PDF_TYPE } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/**
 * GET /provider/prescription/download/{id} (therapist) or /patient/prescription/download/{id}
 * (patient): the PDF, saved under the server's file name. Each prescription carries its
 * `downloadPath` for the caller's role.
 */
export const downloadPrescription = (downloadPath: string) =>
  downloadFile(downloadPath, 'prescription.pdf', { accept: PRESCRIPTION_PDF_TYPE });

export const useDownloadPrescription = () => useMutation({ mutationFn: downloadPrescription });
