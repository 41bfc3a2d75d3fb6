import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@railbite/contract/order-rules';
import { orderStatusEnum } from './orders.ts';

describe('order_status', () => {
  // The enum keeps its migrated order, so it is spelt out here rather than built from the contract.
  it('stores exactly the statuses the contract names', () => {
    expect([...orderStatusEnum.enumValues].sort()).toEqual([...orderStatuses].sort());
  });
});
