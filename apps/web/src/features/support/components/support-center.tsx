import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, FileText, Mail, MessageSquareWarning, Phone, Search, ThumbsUp } from 'lucide-react';
import { Chip, ChipGroup } from '@/components/ui/chip';
import { paths } from '@/config/paths';
import { faqCategories, faqs, filterFaqs } from '../utils/faqs';
import type { FaqCategory } from '../utils/faqs';

const supportEmail = 'support@railbite.in';

const contactCards = [
  {
    icon: Phone,
    title: 'Call us',
    text: '1800 419 7245 (toll-free), 8 am to 11 pm every day',
    href: 'tel:18004197245',
    action: 'Call support',
  },
  {
    icon: Mail,
    title: 'Email us',
    text: `${supportEmail} — we answer within 24 hours`,
    href: `mailto:${supportEmail}`,
    action: 'Write an email',
  },
];

const popularArticles = [
  { to: paths.refund, title: 'Refund Policy: how and when you get your money back' },
  { to: paths.shipping, title: 'Delivery & Shipping Timeline: what to expect' },
  { to: paths.privacy, title: 'Privacy Policy: what we keep and why' },
  { to: paths.terms, title: 'Terms & Conditions' },
  { to: paths.accountSettings, title: 'Manage your profile, notifications and password' },
];

/** SPEC.md §2 Support: search that filters the FAQ, contact cards, FAQ categories, popular articles. */
export function SupportCenter() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory>();
  const results = filterFaqs(faqs, search, category);

  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-8 text-white sm:px-8">
        <h1 className="text-2xl font-extrabold sm:text-3xl">How can we help?</h1>
        <p className="mt-1 text-brand-100">Search our answers, or get in touch with a person.</p>
        <label className="mt-5 flex max-w-xl items-center gap-3 rounded-xl bg-white px-4 py-3 text-stone-900 focus-within:ring-2 focus-within:ring-brand-200">
          <Search className="size-5 shrink-0 text-brand-700" aria-hidden />
          <span className="sr-only">Search help articles</span>
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            placeholder="e.g. refund, password"
            className="w-full min-w-0 bg-transparent text-base outline-none placeholder:text-stone-400"
          />
        </label>
      </section>

      <section aria-labelledby="contact-heading" className="space-y-3">
        <h2 id="contact-heading" className="text-xl font-bold">
          Contact us
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {contactCards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <card.icon className="size-6 text-brand-700" aria-hidden />
              <h3 className="mt-2 font-bold">{card.title}</h3>
              <p className="text-sm text-stone-600">{card.text}</p>
              <a
                href={card.href}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {card.action}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="space-y-4">
        <h2 id="faq-heading" className="text-xl font-bold">
          Frequently asked questions
        </h2>
        <ChipGroup label="FAQ categories">
          <Chip
            pressed={category === undefined}
            onToggle={() => {
              setCategory(undefined);
            }}
          >
            All topics
          </Chip>
          {faqCategories.map((item) => (
            <Chip
              key={item.key}
              pressed={category === item.key}
              onToggle={() => {
                setCategory(category === item.key ? undefined : item.key);
              }}
            >
              {item.label}
            </Chip>
          ))}
        </ChipGroup>
        <p className="text-sm text-stone-600" aria-live="polite">
          {results.length === 1 ? '1 answer' : `${String(results.length)} answers`}
          {search.trim() ? ` for "${search.trim()}"` : ''}
        </p>
        {results.length === 0 ? (
          <p className="rounded-2xl bg-white px-4 py-8 text-center text-stone-600">
            No answers match your search. Try other words, or contact us above.
          </p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {results.map((faq) => (
              <li key={faq.question}>
                <details className="group px-4 py-3">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold">
                    {faq.question}
                    <ChevronDown
                      className="size-4 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden
                    />
                  </summary>
                  <p className="mt-2 text-sm text-stone-700">{faq.answer}</p>
                  {faq.link && (
                    <Link
                      to={faq.link.to}
                      className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                    >
                      {faq.link.label}
                    </Link>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="articles-heading" className="space-y-3">
        <h2 id="articles-heading" className="text-xl font-bold">
          Popular articles
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {popularArticles.map((article) => (
            <li key={article.to}>
              <Link
                to={article.to}
                className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 font-medium hover:border-brand-600"
              >
                <FileText className="size-5 shrink-0 text-stone-500" aria-hidden />
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-wrap gap-3 rounded-2xl bg-stone-100 p-5">
        <p className="w-full font-semibold">Was this page helpful, or did something go wrong?</p>
        <a
          href={`mailto:${supportEmail}?subject=Feedback`}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-stone-50"
        >
          <ThumbsUp className="size-4" aria-hidden />
          Send feedback
        </a>
        <a
          href={`mailto:${supportEmail}?subject=Report%20a%20problem`}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-stone-50"
        >
          <MessageSquareWarning className="size-4" aria-hidden />
          Report a problem
        </a>
      </section>
    </div>
  );
}
