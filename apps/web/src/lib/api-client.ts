import type { z } from 'zod';
import { errorEnvelopeSchema } from '@railbite/contract/common';
import { clearSession, getAuthToken } from './session';

export type FieldError = { field: string; message: string };

/** A failed API call, with the server's code and message (or our own for network failures). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (login checks a token before storing it). */
  token?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

function fieldsOf(details: unknown): FieldError[] {
  if (typeof details !== 'object' || details === null || !('fields' in details)) return [];
  const { fields } = details;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}

/** The one way the web talks to the API: bearer token, envelope errors, 401 handling, parsed responses. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, token = getAuthToken(), headers: extraHeaders }: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal: signal ?? null,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network Error.');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) clearSession();
    const envelope = errorEnvelopeSchema.safeParse(payload);
    if (envelope.success) {
      const { code, message, details } = envelope.data.error;
      throw new ApiError(response.status, code, message, fieldsOf(details));
    }
    throw new ApiError(
      response.status,
      `HTTP_${String(response.status)}`,
      'Something went wrong. Please try again.',
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'BAD_RESPONSE', 'Unexpected response from the server.');
  return parsed.data;
}

export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || (error instanceof Error && error.message)) return error.message;
  return fallback;
}
