import { ApiError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/session';

/**
 * Downloads an application file: the API wants the bearer token, which a plain link cannot send, so
 * the bytes are fetched and handed to the browser as a named download.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok)
    throw new ApiError(response.status, `HTTP_${String(response.status)}`, 'We could not download the file.');
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
