import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { parsePhonePeAnswer, requestPhonePe } from './phonepe-http.ts';

/** Fetch a new token this long before PhonePe's `expires_at`, so no request goes out with a dying one. */
export const tokenRefreshMarginMs = 60_000;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  /** Epoch seconds (PhonePe's sample: 1706697605). */
  expires_at: z.number().int().positive(),
});

export type PhonePeTokenOptions = {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  clock: Clock;
  timeoutMs: number;
};

/**
 * PhonePe's OAuth client-credentials token (`POST /v1/oauth/token`, form-encoded), cached until shortly
 * before `expires_at`. Concurrent callers share one in-flight request. The token is never logged.
 */
export function createPhonePeTokenProvider(options: PhonePeTokenOptions) {
  let cached: { accessToken: string; refreshAtMs: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_version: options.clientVersion,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    const answer = await requestPhonePe({
      operation: 'token',
      method: 'POST',
      url: `${options.authUrl}/v1/oauth/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      timeoutMs: options.timeoutMs,
    });
    const token = parsePhonePeAnswer(tokenAnswerSchema, answer, 'token');
    cached = { accessToken: token.access_token, refreshAtMs: token.expires_at * 1000 - tokenRefreshMarginMs };
    return token.access_token;
  }

  return {
    async accessToken(): Promise<string> {
      if (cached && options.clock.now().getTime() < cached.refreshAtMs) return cached.accessToken;
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /** PhonePe refused this token before its time (revoked, rotated): forget it so the next call fetches one. */
    discard(accessToken: string) {
      if (cached?.accessToken === accessToken) cached = undefined;
    },
  };
}
