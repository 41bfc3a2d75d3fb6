import { describe, expect, it } from 'vitest';
import { formatRupees, truncateText } from './format';

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
});

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Masala Dosa', 50)).toBe('Masala Dosa');
    expect(truncateText('Crisp rice crepe with spiced potato filling and chutneys', 30)).toBe(
      'Crisp rice crepe with spiced…',
    );
  });
});
