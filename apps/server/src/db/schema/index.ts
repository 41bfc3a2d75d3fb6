// Drizzle needs every table in one object; this is the only aggregate module.
export * from './users.ts';
export * from './seed-runs.ts';
export * from './catalog.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './sandbox-gateway.ts';
export * from './addresses.ts';
export * from './notification-preferences.ts';
export * from './partners.ts';
export * from './trains.ts';
export * from './sms.ts';
export * from './order-train-targets.ts';
export * from './push.ts';
export * from './train-runs.ts';
export * from './partner-applications.ts';
