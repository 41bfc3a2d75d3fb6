/** "1 new order", "3 new orders": orders waiting for the partner to accept them. */
export function newOrdersText(count: number): string {
  return `${String(count)} new ${count === 1 ? 'order' : 'orders'}`;
}
