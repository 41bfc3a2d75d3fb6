export const paymentPaths = {
  webhook: (gateway: string) => `/api/payments/webhook/${gateway}`,
  sandboxPage: (ref: string) => `/pay/sandbox/${ref}`,
} as const;
