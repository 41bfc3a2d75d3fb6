import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

// Pages are rendered per request, so they are compressed per request, at levels that cost a few
// milliseconds; static files have build-time copies at the highest levels instead (ADR 012).
const encoders = {
  br: (text: string) => brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text: string) => gzipText(text, { level: 6 }),
};

/** Sends an HTML page compressed as the browser accepts (brotli, else gzip), or as it is. */
export async function sendCompressedPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(html);
  return reply.header('content-encoding', encoding).send(await encoders[encoding](html));
}
