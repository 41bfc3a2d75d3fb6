const orderDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "21 Nov 2026, 8:10 pm" in India time, where the orders are delivered. */
export function formatOrderDate(iso: string): string {
  return orderDate.format(new Date(iso));
}
