export type FaqCategory = 'orders' | 'payments' | 'account' | 'partners';

/** `link`: where the answer points (e.g. the partner application's start page). */
export type Faq = {
  category: FaqCategory;
  question: string;
  answer: string;
  link?: { to: string; label: string };
};

export const faqCategories: { key: FaqCategory; label: string; description: string }[] = [
  { key: 'orders', label: 'Orders & Delivery', description: 'Tracking, delivery times, changes' },
  { key: 'payments', label: 'Payments & Refunds', description: 'Payment methods, refunds, charges' },
  { key: 'account', label: 'Account & Profile', description: 'Login, password, your details' },
  { key: 'partners', label: 'Restaurant Partners', description: 'Joining RailBite as a restaurant' },
];

/** Answers follow our policies (SPEC.md §9): the policy pages hold the full text. */
export const faqs: Faq[] = [
  {
    category: 'orders',
    question: 'How long does delivery take?',
    answer:
      'Most orders arrive in 30 minutes to 1 hour. Each restaurant shows its own estimate before you order, and the Payment page shows the time for your cart.',
  },
  {
    category: 'orders',
    question: 'Can I order from more than one restaurant at once?',
    answer:
      'No. A cart holds dishes from one restaurant, so your order is cooked and packed together. Adding a dish from another restaurant asks you first and then starts a new cart.',
  },
  {
    category: 'orders',
    question: 'How do I follow my order?',
    answer: 'Open Order History from the account menu and choose the order to see its status.',
  },
  {
    category: 'orders',
    question: 'Which addresses can you deliver to?',
    answer:
      'Any address you save under Delivery Addresses, as long as a restaurant near it is open. Pick the location on the map so the rider finds you.',
  },
  {
    category: 'payments',
    question: 'How do I ask for a refund?',
    answer:
      'Ask within 30 minutes of delivery through Help & Support. We decide within 7 business days and tell you the outcome.',
  },
  {
    category: 'payments',
    question: 'When will I get my money back?',
    answer:
      'Once a refund is approved, UPI and wallet refunds take 2–5 business days; card and net banking refunds take 5–10 business days, depending on your bank.',
  },
  {
    category: 'payments',
    question: 'What are the GST and other charges?',
    answer:
      'The Payment page lists every charge before you pay: GST on food, the delivery fee (free above ₹199) and a small platform fee. Tap "GST & Other Charges" to see each one.',
  },
  {
    category: 'account',
    question: 'How do I change my password?',
    answer:
      'Go to Account Settings → Security → Change Password. You stay logged in on this device; every other device is logged out.',
  },
  {
    category: 'account',
    question: 'How do I change my phone number or email?',
    answer:
      'Go to Account Settings → Profile → Edit Profile. Changing your phone number changes how you log in, so we ask for your current password.',
  },
  {
    category: 'account',
    question: 'How do I delete my account?',
    answer:
      'Account Settings → Security → Delete Account. Your personal details are erased and you are logged out everywhere; past orders are kept for accounting without anything that identifies you.',
  },
  {
    category: 'partners',
    question: 'How do I list my restaurant on RailBite?',
    answer:
      'Start at "Partner with us": tell us about your restaurant, add your PAN, GSTIN, bank and FSSAI details, set up your menu and sign the partner contract.',
    link: { to: '/restaurent-name', label: 'Partner with us' },
  },
  {
    category: 'partners',
    question: 'What commission does RailBite charge?',
    answer:
      'You choose 18%, 20%, 22% or 25% when you sign the contract; a higher rate gives your restaurant more visibility. Payouts are weekly, every Tuesday, unless you choose another cycle.',
  },
];

/** Questions and answers containing every word of the search, optionally in one category. */
export function filterFaqs(list: Faq[], search: string, category?: FaqCategory): Faq[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((faq) => {
    if (category && faq.category !== category) return false;
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
