import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { IssueDeliveryCodeResponse } from '@railbite/contract/admin';
import { adminPaths } from '@railbite/contract/paths/admin';
import { smsOutbox } from '../../db/schema/sms.ts';
import { sundayNoon } from '../orders/train-seat-test-kit.ts';
import { createSupportOrdersKit } from './support-orders-test-kit.ts';
import type { SupportOrdersKit } from './support-orders-test-kit.ts';
import { msg91WithResetTemplateOnly } from '../../testing/sms-config.ts';

// MSG91 without a delivery-code template (README "SMS"): the new code is only on the order page.
let k: SupportOrdersKit;
beforeAll(async () => {
  k = await createSupportOrdersKit({ sms: msg91WithResetTemplateOnly });
});
afterAll(() => k.t.close());
beforeEach(() => {
  k.t.clock.set(sundayNoon);
});

it('issues the new code without a text when no delivery-code template is registered, and says so', async () => {
  const { orderId, oldCode, customer } = await k.lockedSeatOrder();
  // Nor is the first code texted when the order is confirmed.
  await k.t.app.sweeper.runOnce();
  const response = await k.post(adminPaths.deliveryCode(orderId), k.admin.headers, {});
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<IssueDeliveryCodeResponse>().codeSentTo).toBeNull();
  const { deliveryCode } = await k.seatTarget(orderId);
  expect(deliveryCode).not.toBe(oldCode);
  expect((await k.details(customer, orderId)).deliveryCode).toBe(deliveryCode);
  expect(
    await k.t.database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'delivery_code')),
  ).toEqual([]);
});
