import {
  applicationFileResponseSchema,
  fileIdParamsSchema,
  uploadFileQuerySchema,
} from '@railbite/contract/partner-application';
import { applicationFileMaxBytes } from '@railbite/contract/partner-application-rules';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ApplicationFilesService } from './application-files.service.ts';
import { sendStoredFile } from './send-file.ts';

const tags = ['partner application'];
const security = [{ bearerAuth: [] }];
/** Uploads are sent as the file's raw bytes; whatever type they claim, the bytes are checked. */
const uploadTypes = ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png'];

/** Upload (the applicant) and download (the applicant, or an admin) an application's files. */
export const applicationFilesRoutes: FastifyPluginAsyncZod<{ files: ApplicationFilesService }> = async (
  app,
  { files },
) => {
  app.addContentTypeParser(
    uploadTypes,
    { parseAs: 'buffer', bodyLimit: applicationFileMaxBytes },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    paths.files,
    {
      onRequest: app.requireRole('customer', 'partner'),
      bodyLimit: applicationFileMaxBytes,
      schema: {
        tags,
        security,
        summary: 'Upload a document or dish photo (PDF, JPEG or PNG by its bytes; at most 5 MB)',
        querystring: uploadFileQuerySchema,
        body: z.instanceof(Buffer, { message: 'Send the file as the request body' }),
        response: {
          201: applicationFileResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const data = await files.upload(currentUser(request).userId, { ...request.query, bytes: request.body });
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    paths.filePattern,
    {
      onRequest: app.requireRole('customer', 'partner', 'admin'),
      schema: {
        tags,
        security,
        summary: "Download one of the caller's files (admins: any application's), as an attachment",
        params: fileIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { file, body } =
        user.roleType === 'admin'
          ? await files.anyFile(request.params.fileId)
          : await files.ownFile(user.userId, request.params.fileId);
      return sendStoredFile(reply, file, body);
    },
  );
};
