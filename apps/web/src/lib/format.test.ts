import { describe, expect, it } from 'vitest';
import { formatCount, formatDistanceKm, formatRupees, truncateText } from './format';

describe('formatRupees', () => {
  it.each([
    [250, '₹250'],
    [1250, '₹1,250'],
    [18.7, '₹18.70'],
    [292.7, '₹292.70'],
    [99.5, '₹99.50'],
    [0.05, '₹0.05'],
    [0, '₹0'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  const whole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const withPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const amounts = [
    ...[0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 999999999],
    ...[0.01, 0.1, 0.99, 1.5, 18.75, 999.99, 1000.01, 123456.78, 9999999.99, 99.999],
  ];
  it.each([...amounts, ...amounts.map((amount) => -amount).filter((amount) => amount !== 0)])(
    'writes %d exactly as Intl would for en-IN rupees',
    (amount) => {
      const intl = Number.isInteger(amount) ? whole : withPaise;
      expect(formatRupees(amount)).toBe(intl.format(amount));
    },
  );
});

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-IN');
  it.each([0, 7, 999, 1000, 12345, 123456, 1234567, 987654321])('groups %d as Intl does', (count) => {
    expect(formatCount(count)).toBe(intl.format(count));
  });
});

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Masala Dosa', 50)).toBe('Masala Dosa');
    expect(truncateText('Crisp rice crepe with spiced potato filling and chutneys', 30)).toBe(
      'Crisp rice crepe with spiced…',
    );
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, 'under 100 m'],
    [0.1, '0.1 km'],
    [2.4, '2.4 km'],
    [7, '7 km'],
    [9.95, '9.9 km'],
    [12.6, '13 km'],
    [1173.2, '1,173 km'],
  ])('%d → %s', (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });
});
