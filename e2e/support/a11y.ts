import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; axe's best-practice rules are advice, not the bar issue 8 sets. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (an open modal dialog alone) and fails with every serious or
 * critical violation: rule id, impact, help text and the offending nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string) {
  // Colours are judged as they settle: a control fading between states (a button enabled a moment ago)
  // would otherwise be measured halfway.
  await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important; }' });
  // With a modal open, the page behind it is inert and was scanned as a route already: only the modal
  // is scanned (an axe scan is seconds on a busy 2-core runner, ADR 015's addendum).
  const modal = '[aria-modal="true"]';
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const results = await (
    (await page.locator(modal).count()) > 0 ? builder.include(modal) : builder
  ).analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
    return `${violation.id} (${violation.impact ?? ''}): ${violation.help}\n${nodes.join('\n')}`;
  });
  // Soft, so one run lists every state that fails, not just the first.
  expect.soft(report, `serious/critical axe violations on ${state}`).toEqual([]);
}
