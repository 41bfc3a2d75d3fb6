import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { getSession, saveCredential } from './session';

type OkSchema = z.ZodObject<{ success: z.ZodLiteral<true>; value: z.ZodNumber }>;

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the stored token and JSON body, and parses the response', async () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    const fetchMock = respond(200, { success: true, value: 3 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest<OkSchema>('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
      value: 3,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns the error envelope into an ApiError with its code, message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Bad',
          details: { fields: [{ field: 'phone', message: 'Bad' }] },
        },
        requestId: 'r1',
      }),
    );
    const error = await apiRequest<OkSchema>('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad' });
    expect((error as ApiError).fields).toEqual([{ field: 'phone', message: 'Bad' }]);
  });

  it('forgets the stored credential on any 401', async () => {
    saveCredential({ token: 'stale', roleType: 'customer' });
    vi.stubGlobal(
      'fetch',
      respond(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Log in' }, requestId: 'r' }),
    );
    await expect(apiRequest<OkSchema>('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ status: 'logged-out' });
    expect(localStorage.getItem('user_cred')).toBeNull();
  });

  it('keeps the credential on other errors', async () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    vi.stubGlobal('fetch', respond(500, { nonsense: true }));
    await expect(apiRequest<OkSchema>('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(getSession().status).toBe('logged-in');
  });

  it("says 'Network Error.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest<OkSchema>('/api/x')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Network Error.',
    });
  });

  it('rejects a success response that is not JSON (a page from something in front of the API)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('<!doctype html>', { status: 200 })),
    );
    await expect(apiRequest<OkSchema>('/api/x')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
