import { describe, expect, it } from 'vitest';
import { faqs, filterFaqs } from './faqs';

describe('filterFaqs', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(filterFaqs(faqs, '')).toHaveLength(faqs.length);
    expect(filterFaqs(faqs, '   ')).toHaveLength(faqs.length);
  });

  it('matches every word, in any case, in the question or the answer', () => {
    const questions = filterFaqs(faqs, 'REFUND upi').map((faq) => faq.question);
    expect(questions).toEqual(['When will I get my money back?']);
  });

  it('limits to a category', () => {
    const result = filterFaqs(faqs, 'password', 'account');
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((faq) => faq.category === 'account')).toBe(true);
    expect(filterFaqs(faqs, 'password', 'partners')).toEqual([]);
  });

  it('finds nothing for words that appear nowhere', () => {
    expect(filterFaqs(faqs, 'submarine')).toEqual([]);
  });
});
