import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRateCounter } from '../../lib/rate-limit.ts';
import type { DishPhotos } from '../images/dish-photos.ts';
import type { OrderLifecycle } from '../orders/order-lifecycle.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { applicationReviewRoutes } from './application-review.routes.ts';
import { createApplicationReviewService } from './application-review.service.ts';
import { createSupportOrdersRepository } from './support-orders.repository.ts';
import { createSupportOrdersService } from './support-orders.service.ts';

/** Support's API (admin accounts only): orders, and partner application review. */
export async function registerAdmin(
  app: FastifyInstance,
  {
    db,
    clock,
    lifecycle,
    ordersService,
    redis,
    deliveryCodeIssueRateLimit,
    smsOutbox,
    smsDeliveryCodes,
    smsPartnerDecisions,
    dishPhotos,
  }: {
    db: Db;
    clock: Clock;
    lifecycle: Pick<OrderLifecycle, 'transition'>;
    ordersService: Pick<OrdersService, 'detailsById'>;
    redis: Redis | undefined;
    deliveryCodeIssueRateLimit: RateLimitRule;
    smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
    /** Whether the SMS sender can text delivery codes (MSG91 needs their template). */
    smsDeliveryCodes: boolean;
    /** Whether it can text partner applicants our decisions. */
    smsPartnerDecisions: boolean;
    /** Where approval copies an application's dish photos for the customer menu. */
    dishPhotos: Pick<DishPhotos, 'publish'>;
  },
) {
  await app.register(adminRoutes, {
    adminOrders: createAdminOrdersService({ lifecycle, orders: ordersService }),
    supportOrders: createSupportOrdersService({
      db,
      clock,
      repository: createSupportOrdersRepository(db),
      orders: ordersService,
      smsOutbox,
      smsAvailable: smsDeliveryCodes,
      limiter: createRateCounter('delivery_code_issue_admin', deliveryCodeIssueRateLimit, redis),
    }),
  });
  await app.register(applicationReviewRoutes, {
    review: createApplicationReviewService({
      db,
      clock,
      smsOutbox,
      textsDecisions: smsPartnerDecisions,
      photos: dishPhotos,
    }),
  });
}
