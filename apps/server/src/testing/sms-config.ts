import type { SmsConfig } from '../config.ts';

/**
 * MSG91 with only the one template it requires (README "SMS"): every text of another purpose is left
 * unsent, and its feature says so. Nothing listens at its address: a test never reaches MSG91.
 */
export const msg91WithResetTemplateOnly: SmsConfig = {
  provider: 'msg91',
  msg91: {
    authKey: 'test-key',
    templateIds: { password_reset: 'reset-template' },
    baseUrl: 'http://127.0.0.1:9',
    timeoutMs: 1000,
  },
};
