import type { meResponseSchema } from '@railbite/contract/auth';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from './api-client';
import { saveUser } from './session';

/**
 * Asks the server who this login is now and stores the answer, role included (ADR 037). A role is
 * read at login, but approval makes an applicant a partner with the same session: a console page
 * that finds the stored role lacking, and the approved application's status page, ask again rather
 * than send the owner to log in. The server stays the authority: its answer is all that is stored,
 * and every console request is checked against the account's role anyway.
 */
export async function refreshRole(): Promise<void> {
  const me = await apiRequest<typeof meResponseSchema>(authPaths.me);
  saveUser(me.data);
}
