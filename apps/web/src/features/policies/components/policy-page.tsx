import type { ReactNode } from 'react';

export type PolicySection = { heading: string; body: ReactNode };

/** The shared layout of the policy pages: title, date line, sections with a table of contents. */
export function PolicyPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  const idOf = (index: number) => `section-${String(index + 1)}`;
  return (
    <article className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <title>{`${title} — RailBite`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-1 text-sm text-stone-500">{updated}</p>
      <div className="mt-4 space-y-3 text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline">
        {intro}
      </div>
      <nav aria-label="On this page" className="mt-6 rounded-2xl bg-stone-100 px-5 py-4">
        <p className="text-sm font-semibold text-stone-800">On this page</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${idOf(index)}`} className="text-brand-800 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={idOf(index)} className="mt-8 scroll-mt-20">
          <h2 id={idOf(index)} className="text-xl font-bold text-stone-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
