import {
  applicationIdParamsSchema,
  applicationQueueQuerySchema,
  applicationQueueResponseSchema,
  applicationReviewResponseSchema,
  approveApplicationBodySchema,
  rejectApplicationBodySchema,
  requestChangesBodySchema,
} from '@railbite/contract/admin-applications';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ApplicationReviewService } from './application-review.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.admin;
/** A decision: 404 for no such application, 409 when it is not waiting for review. */
const decisionErrors = errorResponses(400, 401, 403, 404, 409);

/** Partner application review (ADR 035): admin accounts only (403 otherwise). */
export const applicationReviewRoutes: FastifyPluginAsyncZod<{ review: ApplicationReviewService }> = async (
  app,
  { review },
) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    paths.applications,
    {
      schema: {
        tags,
        security,
        summary: 'Partner applications with one status (submitted by default), oldest submission first',
        querystring: applicationQueueQuerySchema,
        response: { 200: applicationQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await review.queue(request.query.status) }),
  );

  app.get(
    paths.application(':applicationId'),
    {
      schema: {
        tags,
        security,
        summary: 'One application with its steps, documents (download links) and each check’s result',
        params: applicationIdParamsSchema,
        response: { 200: applicationReviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await review.review(request.params.applicationId) }),
  );

  app.post(
    paths.approveApplication(':applicationId'),
    {
      schema: {
        tags,
        security,
        summary:
          'Approve: the restaurant, its menu and the owner’s membership are created at once (again: no second restaurant)',
        params: applicationIdParamsSchema,
        body: approveApplicationBodySchema,
        response: { 200: applicationReviewResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.approve(currentUser(request).userId, request.params.applicationId),
    }),
  );

  app.post(
    paths.requestApplicationChanges(':applicationId'),
    {
      schema: {
        tags,
        security,
        summary: 'Send the application back with a note the applicant sees on the step to fix',
        params: applicationIdParamsSchema,
        body: requestChangesBodySchema,
        response: { 200: applicationReviewResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.requestChanges(
        currentUser(request).userId,
        request.params.applicationId,
        request.body,
      ),
    }),
  );

  app.post(
    paths.rejectApplication(':applicationId'),
    {
      schema: {
        tags,
        security,
        summary: 'Reject the application with a reason the applicant sees',
        params: applicationIdParamsSchema,
        body: rejectApplicationBodySchema,
        response: { 200: applicationReviewResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.reject(
        currentUser(request).userId,
        request.params.applicationId,
        request.body.reason,
      ),
    }),
  );
};
