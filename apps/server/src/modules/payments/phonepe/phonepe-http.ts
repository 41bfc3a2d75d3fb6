import { errorCodes } from '@railbite/contract/common';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';

export type PhonePeOperation = 'token' | 'create-payment' | 'order-status' | 'refund' | 'refund-status';

/** Why a call to PhonePe did not give us a usable answer. */
export type PhonePeFailure = 'network' | 'timeout' | 'http' | 'bad-response';

/**
 * PhonePe could not be reached or answered something we can't use. The message is what a customer may
 * see; the fields say what happened for the logs. Neither ever holds a credential, token or body.
 */
export class PhonePeApiError extends AppError {
  constructor(
    readonly operation: PhonePeOperation,
    readonly failure: PhonePeFailure,
    readonly diagnostics: { httpStatus?: number; phonePeCode?: string; networkCode?: string } = {},
  ) {
    super(
      503,
      errorCodes.serviceUnavailable,
      'The payment gateway is not answering right now. Please try again.',
    );
    this.name = 'PhonePeApiError';
  }
}

export type PhonePeRequest = {
  operation: PhonePeOperation;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

/** PhonePe's error codes are upper-case words; anything else in that field is not worth keeping. */
function errorCodeOf(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

function networkCodeOf(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** One HTTP exchange with PhonePe: JSON back on 2xx, a PhonePeApiError for everything else. */
export async function requestPhonePe(request: PhonePeRequest): Promise<unknown> {
  const { operation } = request;
  let status: number;
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const networkCode = networkCodeOf(error);
    throw new PhonePeApiError(
      operation,
      timedOut ? 'timeout' : 'network',
      networkCode ? { networkCode } : {},
    );
  }
  if (status < 200 || status > 299) {
    const phonePeCode = errorCodeOf(text);
    throw new PhonePeApiError(operation, 'http', {
      httpStatus: status,
      ...(phonePeCode ? { phonePeCode } : {}),
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PhonePeApiError(operation, 'bad-response', { httpStatus: status });
  }
}

/** PhonePe asks integrators to tolerate new fields, so the schemas are plain (not strict) objects. */
export function parsePhonePeAnswer<T>(schema: z.ZodType<T>, data: unknown, operation: PhonePeOperation): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PhonePeApiError(operation, 'bad-response');
  return parsed.data;
}
