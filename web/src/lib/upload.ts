/**
 * Uploads for the admin screens, in their own module so visitors' pages never download this code.
 */
import type { ErrorResponse } from '@vyoma/contract';
import { ApiError, notifyUnauthorized } from './api.ts';

/**
 * Multipart upload with progress (fetch cannot report upload progress; XHR can).
 * Resolves with the JSON answer, rejects with ApiError like apiRequest.
 */
export function apiUpload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0, {}, true));
    xhr.onload = () => {
      let payload: unknown = {};
      try {
        payload = JSON.parse(xhr.responseText || '{}');
      } catch {
        payload = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      const body = payload as Partial<ErrorResponse>;
      if (xhr.status === 401) notifyUnauthorized();
      const serverMessage = typeof body.message === 'string' ? body.message : '';
      reject(
        new ApiError(
          serverMessage || xhr.statusText || 'Request failed',
          xhr.status,
          body.errors ?? {},
          false,
          serverMessage !== '',
          // The whole answer, for errors that carry more than a message (e.g. images without alt text).
          payload,
        ),
      );
    };
    xhr.send(form);
  });
}
