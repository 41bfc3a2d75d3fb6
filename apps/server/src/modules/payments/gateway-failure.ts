import { PhonePeApiError } from './phonepe/phonepe-http.ts';

/**
 * What went wrong with a gateway call, in one line an operator can act on (kept on a refund as its last
 * error): never a credential, a token or a body.
 */
export function describeGatewayFailure(error: unknown): string {
  if (error instanceof PhonePeApiError) {
    const { httpStatus, phonePeCode, networkCode } = error.diagnostics;
    return ['phonepe', error.operation, error.failure, httpStatus, phonePeCode, networkCode]
      .filter((part) => part !== undefined)
      .join(' ');
  }
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}
