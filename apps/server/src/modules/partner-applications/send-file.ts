import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A name safe inside a quoted header value: ASCII letters, digits and `._-` only. */
function asciiName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';
}

/**
 * Sends an uploaded file as a download, never shown inline from our origin: attachment, the type the
 * bytes were checked to be, nosniff, and a CSP that would run nothing if a browser rendered it anyway.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; byteSize: number },
  body: Readable | Buffer,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.byteSize))
    .header(
      'content-disposition',
      `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
}
