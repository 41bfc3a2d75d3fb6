import {
  applicationResponseSchema,
  contractChoiceSchema,
  contractSignBodySchema,
  otpSentResponseSchema,
} from '@railbite/contract/partner-application';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ContractSigningService } from './contract-signing.service.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { sendStoredFile } from './send-file.ts';
import type { PartnerApplicationsService } from './partner-applications.service.ts';

const tags = ['partner application'];
const security = [{ bearerAuth: [] }];

/** The contract step: the code by SMS, the signature (which submits), and the signed PDF. */
export const contractRoutes: FastifyPluginAsyncZod<{
  signing: ContractSigningService;
  applications: Pick<PartnerApplicationsService, 'own'>;
}> = async (app, { signing, applications }) => {
  app.addHook('onRequest', app.requireRole('customer', 'partner'));

  app.post(
    paths.contractOtp,
    {
      schema: {
        tags,
        security,
        summary: "Send a 6-digit code to the account's mobile to sign with the chosen terms",
        body: contractChoiceSchema,
        response: { 200: otpSentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signing.sendCode(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    paths.contractSign,
    {
      schema: {
        tags,
        security,
        summary: 'Sign the contract with the code: the application is submitted for review',
        body: contractSignBodySchema,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signing.sign(currentUser(request).userId, request.body, request.ip),
    }),
  );

  app.get(
    paths.contractPdf,
    {
      schema: {
        tags,
        security,
        summary: 'The signed contract as a PDF (a download)',
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const row = await applications.own(currentUser(request).userId);
      const { info, commissionRate, paymentCycle, contractVersion, signedName, signedAt, signedIp } = row;
      if (
        !info ||
        !commissionRate ||
        !paymentCycle ||
        !contractVersion ||
        !signedName ||
        !signedAt ||
        !signedIp
      )
        throw new NotFoundError('This application has not been signed yet.');
      const pdf = await renderContractPdf({
        applicationId: row.id,
        info,
        commissionRate,
        paymentCycle,
        contractVersion,
        signedName,
        signedAt,
        signedIp,
      });
      return sendStoredFile(
        reply,
        {
          fileName: `railbite-partner-contract-${String(row.id)}.pdf`,
          contentType: 'application/pdf',
          byteSize: pdf.length,
        },
        pdf,
      );
    },
  );
};
