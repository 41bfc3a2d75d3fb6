import type { z } from 'zod';
import type { ErrorEnvelope } from '@railbite/contract/common';
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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The error envelope's code and message, when the body is one (a proxy's 502 page is not). */
function envelopeError(payload: unknown): ErrorEnvelope['error'] | undefined {
  const error = isObject(payload) && payload.success === false ? payload.error : undefined;
  return isObject(error) && typeof error.code === 'string' && typeof error.message === 'string'
    ? { code: error.code, message: error.message, details: error.details }
    : undefined;
}

/** Where requests go: the browser's fetch, or the server's own API while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's page renderer routes requests to its API in-process (apps/web/src/entry-server.tsx). */
export function setApiTransport(fetchApi: typeof fetch): void {
  transport = fetchApi;
}

/**
 * The one way the web talks to the API: bearer token, envelope errors, 401 handling, typed responses.
 * `S` is the contract's response schema, imported as a type only: the response is typed by it but not
 * re-parsed here, so zod stays out of the first paint. The server writes every response from the same
 * schema and, in every environment but production (all API and e2e tests), validates it (ADR 012).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, signal, token = getAuthToken(), headers: extraHeaders }: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(path, {
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
    if (response.status === 401) clearSession('server');
    const error = envelopeError(payload);
    if (error) throw new ApiError(response.status, error.code, error.message, fieldsOf(error.details));
    throw new ApiError(
      response.status,
      `HTTP_${String(response.status)}`,
      'Something went wrong. Please try again.',
    );
  }
  // Not JSON at all (say, an HTML page from something in front of the server): not our API.
  if (!isObject(payload))
    throw new ApiError(response.status, 'BAD_RESPONSE', 'Unexpected response from the server.');
  return payload as z.output<S>;
}

export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || (error instanceof Error && error.message)) return error.message;
  return fallback;
}
