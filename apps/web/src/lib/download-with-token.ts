import { ApiError } from './api-client';
import { getAuthToken } from './session';

/**
 * Downloads a file the API serves only to the logged-in owner or support: a plain link cannot send the
 * bearer token, so the bytes are fetched and handed to the browser as a named download.
 */
export async function downloadWithToken(url: string, fileName: string): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'DOWNLOAD_FAILED', 'We could not download the file.');
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Firefox reads the URL after click() returns: freed a little later, not at once.
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 10_000);
}
