import { type ChatMessage, MSG } from '@sahaj/contract';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * POST /{patient|provider}/create-file (multipart): fields first, then the file. XMLHttpRequest so
 * the composer can show how much has gone up (the server also sends uploadPercentage events).
 */
export function sendFile(
  prefix: string,
  input: { otherUserId: string; file: File; clientId: string; uploadId: string },
  onProgress: (percentage: number) => void,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append('otherUserId', input.otherUserId);
  form.append('clientId', input.clientId);
  form.append('uploadId', input.uploadId);
  form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${prefix}/create-file`);
    const token = authStorage.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(MSG.noResponse, 0));
    xhr.onload = () => {
      let json: { status?: boolean; data?: { message?: string; chat?: ChatMessage } } | undefined;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.status === true && json.data?.chat) {
        onProgress(100);
        resolve(json.data.chat);
      } else {
        reject(new ApiError(json?.data?.message ?? MSG.somethingWentWrong, xhr.status, json?.data));
      }
    };
    xhr.send(form);
  });
}
