import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { contractVersion } from '@railbite/contract/partner-contract-terms';
import { partnerApplications } from '../../db/schema/partner-applications.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import { registerCustomer } from '../../testing/customer.ts';
import { createApplicationKit, errorOf } from './application-test-kit.ts';
import type { ApplicationKit } from './application-test-kit.ts';

let k: ApplicationKit;
beforeAll(async () => {
  k = await createApplicationKit();
});
afterAll(() => k.t.close());

type Who = { mobile: string; headers: Record<string, string> };
const choice = { commissionRate: 22, paymentCycle: 'monthly' } as const;
const minute = 60_000;

const askCode = (who: Who, body: object = choice) => k.inject('POST', paths.contractOtp, who.headers, body);
const sign = (who: Who, otp: string, extra: object = {}) =>
  k.inject('POST', paths.contractSign, who.headers, {
    ...choice,
    agreements: { terms: true, commission: true, policies: true, data: true },
    fullName: 'Asha Rao',
    otp,
    ...extra,
  });

/** The newest code texted to `mobile` (the development outbox keeps it). */
async function textedCode(mobile: string): Promise<string> {
  const [row] = await k.t.database.db
    .select({ variables: smsOutbox.variables })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.toMobile, mobile), eq(smsOutbox.purpose, 'partner_contract')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row?.variables.code) throw new Error('no code texted');
  return row.variables.code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the contract code', () => {
  it('needs the three earlier steps saved', async () => {
    const who = await k.applicant();
    const early = await askCode(who);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('STEP_NOT_READY');
  });

  it("is texted to the account's mobile, 6 digits, and a new one only after a minute", async () => {
    const who = await k.readyToSign();
    const sent = await askCode(who);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: { sentTo: string } }>().data.sentTo).toBe(
      `${who.mobile.slice(0, 2)}XXXXXX${who.mobile.slice(-2)}`,
    );
    expect(await textedCode(who.mobile)).toMatch(/^\d{6}$/);
    const soon = await askCode(who);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    k.t.clock.advance(61_000);
    expect((await askCode(who)).statusCode).toBe(200);
  });

  it('allows at most 5 codes an hour', async () => {
    const who = await k.readyToSign();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await askCode(who)).statusCode).toBe(200);
      k.t.clock.advance(61_000);
    }
    expect((await askCode(who)).statusCode).toBe(429);
    k.t.clock.advance(60 * minute);
    expect((await askCode(who)).statusCode).toBe(200);
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    const who = await k.readyToSign();
    await askCode(who);
    const code = await textedCode(who.mobile);
    for (let tries = 0; tries < 5; tries += 1) {
      const wrong = await sign(who, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('INVALID_CONTRACT_CODE');
    }
    expect((await sign(who, code)).statusCode).toBe(400);
  });

  it('expires after 10 minutes, and a newer code replaces the older', async () => {
    const who = await k.readyToSign();
    await askCode(who);
    const first = await textedCode(who.mobile);
    k.t.clock.advance(10 * minute + 1);
    expect((await sign(who, first)).statusCode).toBe(400);
    await askCode(who);
    const second = await textedCode(who.mobile);
    if (second !== first) expect((await sign(who, first)).statusCode).toBe(400);
  });

  it('refuses other digits than six, and terms other than those the code was sent for', async () => {
    const who = await k.readyToSign();
    await askCode(who);
    const code = await textedCode(who.mobile);
    expect((await sign(who, `${code}1`)).statusCode).toBe(400);
    expect((await sign(who, 'abcdef')).statusCode).toBe(400);
    const changed = await sign(who, code, { commissionRate: 18 });
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed).code).toBe('CONTRACT_TERMS_CHANGED');
  });
});

describe('signing', () => {
  it('submits the application with name, time, IP and the contract version; then nothing changes', async () => {
    const who = await k.readyToSign();
    await askCode(who);
    const signed = await sign(who, await textedCode(who.mobile));
    expect(signed.statusCode, signed.body).toBe(200);
    const application = k.applicationOf(signed);
    expect(application).toMatchObject({
      status: 'submitted',
      nextStep: null,
      contract: {
        ...choice,
        version: contractVersion,
        signedName: 'Asha Rao',
        signedAt: k.t.clock.now().toISOString(),
      },
    });
    const [row] = await k.t.database.db
      .select({ ip: partnerApplications.signedIp })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.applicationId));
    expect(row?.ip).toBe('127.0.0.1');
    expect((await k.saveStep(who, 'info', k.validInfo())).statusCode).toBe(409);
    expect((await k.upload(who, 'pan_card')).statusCode).toBe(409);
    k.t.clock.advance(61_000);
    expect((await askCode(who)).statusCode).toBe(409);
  });

  it('gives the signed contract as a PDF download to the applicant only', async () => {
    const who = await k.readyToSign();
    expect((await k.inject('GET', paths.contractPdf, who.headers)).statusCode).toBe(404);
    await askCode(who);
    await sign(who, await textedCode(who.mobile));
    const pdf = await k.inject('GET', paths.contractPdf, who.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="railbite-partner-contract-\d+\.pdf"/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await registerCustomer(k.t.app, 'Ravi');
    expect((await k.inject('GET', paths.contractPdf, stranger.headers)).statusCode).toBe(404);
  });
});
