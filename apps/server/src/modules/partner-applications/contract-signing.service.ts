import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '../../lib/mask-phone.ts';
import type { Application, ContractChoice, ContractSignBody } from '@railbite/contract/partner-application';
import { contractOtpRules } from '@railbite/contract/partner-application-rules';
import { contractVersion } from '@railbite/contract/partner-contract-terms';
import { errorCodes } from '@railbite/contract/common';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError, InvalidInputError, RateLimitedError } from '../../lib/errors.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { applicationView } from './application-view.ts';
import type { ContractCodesRepository } from './contract-codes.repository.ts';
import type { ApplicationFileRow, ApplicationRow } from './partner-applications.repository.ts';
import { assertStepOpen } from './step-gates.ts';

const minute = 60_000;
export const wrongContractCodeMessage = 'That code is not right, or it has expired. Ask for a new code.';

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function codeMatches(row: { salt: string; codeHash: string }, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(row.salt, code), 'hex'), Buffer.from(row.codeHash, 'hex'));
}

/**
 * Signing the partner contract (issue 19): a 6-digit code by SMS to the account's mobile (10 minutes,
 * 5 tries, a new one after a minute and at most 5 an hour), then the signature — name, time, IP and the
 * exact contract version — which submits the application.
 */
export function createContractSigningService(deps: {
  codes: ContractCodesRepository;
  applications: {
    own(userId: number): Promise<ApplicationRow>;
  };
  files: (applicationId: number) => Promise<ApplicationFileRow[]>;
  accountMobile: (userId: number) => Promise<string | undefined>;
  outbox: Pick<SmsOutboxRepository, 'enqueue'>;
  smsAvailable: boolean;
  clock: Clock;
}) {
  const { codes, applications, clock, outbox } = deps;

  return {
    async sendCode(userId: number, choice: ContractChoice) {
      const application = await applications.own(userId);
      assertStepOpen(application, 'contract');
      if (!deps.smsAvailable)
        throw new AppError(503, errorCodes.serviceUnavailable, 'We cannot send text messages right now.');
      const now = clock.now();
      const { newestAt, countSince } = await codes.recentCodes(
        application.id,
        new Date(now.getTime() - 60 * minute),
      );
      const resendAt = newestAt
        ? new Date(newestAt.getTime() + contractOtpRules.resendAfterSeconds * 1000)
        : now;
      if (resendAt > now)
        throw new RateLimitedError(
          'Wait a minute before asking for a new code.',
          (resendAt.getTime() - now.getTime()) / 1000,
        );
      if (countSince >= contractOtpRules.maxCodesPerHour)
        throw new RateLimitedError('Too many codes in an hour. Try again later.', 60 * 60);
      const mobile = await deps.accountMobile(userId);
      if (!mobile) throw new Error('applicant without a mobile');

      const code = String(randomInt(0, 10 ** contractOtpRules.digits)).padStart(contractOtpRules.digits, '0');
      const salt = randomBytes(16).toString('hex');
      const expiresAt = new Date(now.getTime() + contractOtpRules.expiresInMinutes * minute);
      await codes.issue(
        { applicationId: application.id, choice, codeHash: hashCode(salt, code), salt, now, expiresAt },
        (codeId, tx: Db) =>
          outbox.enqueue(
            {
              idempotencyKey: `partner-contract:${String(codeId)}`,
              purpose: 'partner_contract',
              toMobile: mobile,
              variables: { code },
              body: `${code} is your RailBite code to sign the partner contract. It works for 10 minutes. Never share it.`,
              now,
              sendBy: expiresAt,
            },
            tx,
          ),
      );
      return {
        sentTo: maskPhone(mobile),
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(now.getTime() + contractOtpRules.resendAfterSeconds * 1000).toISOString(),
      };
    },

    async sign(userId: number, body: ContractSignBody, ip: string): Promise<Application> {
      const application = await applications.own(userId);
      assertStepOpen(application, 'contract');
      if (
        application.commissionRate !== body.commissionRate ||
        application.paymentCycle !== body.paymentCycle
      )
        throw new ConflictError(
          'The terms changed since the code was sent. Ask for a new code.',
          'CONTRACT_TERMS_CHANGED',
        );
      const now = clock.now();
      const active = await codes.active(application.id, now);
      if (!active || !codeMatches(active, body.otp)) {
        if (active) await codes.recordWrongTry(active.id, contractOtpRules.maxWrongTries, now);
        throw new InvalidInputError('otp', wrongContractCodeMessage, 'INVALID_CONTRACT_CODE');
      }
      const signed = await codes.sign({
        codeId: active.id,
        applicationId: application.id,
        signedName: body.fullName,
        signedIp: ip,
        contractVersion,
        now,
      });
      if (!signed) throw new InvalidInputError('otp', wrongContractCodeMessage, 'INVALID_CONTRACT_CODE');
      return applicationView(signed, await deps.files(signed.id));
    },
  };
}

export type ContractSigningService = ReturnType<typeof createContractSigningService>;
