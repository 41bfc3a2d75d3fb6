import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox-page.ts';

const paramsSchema = z.object({ ref: z.string().regex(/^SBX[A-Za-z0-9_-]{12}$/) });
// Strict: the page posts exactly these, and a smuggled field (say a return URL) is refused, not ignored.
const formSchema = z.strictObject({
  outcome: z.enum(['pay', 'fail', 'cancel']),
  method: z.enum(['upi', 'card']).optional(),
});

/**
 * The sandbox gateway's hosted page, outside the SPA and the API: plain server-rendered HTML and a
 * form post, as a real gateway's checkout page is.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  async function pageOr404(ref: string | undefined) {
    const params = paramsSchema.safeParse({ ref });
    if (!params.success) return undefined;
    try {
      return await gateway.payment(params.data.ref);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  app.get<{ Params: { ref: string } }>('/pay/sandbox/:ref', async (request, reply) => {
    const payment = await pageOr404(request.params.ref);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(renderSandboxNotFound());
    return reply.send(renderSandboxPage(payment));
  });

  app.post<{ Params: { ref: string } }>('/pay/sandbox/:ref', async (request, reply) => {
    const payment = await pageOr404(request.params.ref);
    const form = formSchema.safeParse(request.body);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(renderSandboxNotFound());
    if (!form.success) return reply.status(400).send(renderSandboxPage(payment));
    const returnUrl = await gateway.settle(payment.ref, form.data.outcome, form.data.method ?? null);
    // Closed meanwhile (expired, or replaced by a newer checkout): refuse, and say so.
    if (returnUrl === undefined)
      return reply.status(409).send(renderSandboxPage(await gateway.payment(payment.ref)));
    return reply.redirect(returnUrl, 303);
  });
};
