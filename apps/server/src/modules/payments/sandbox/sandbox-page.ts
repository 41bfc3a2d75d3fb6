import type { SandboxPaymentView } from './sandbox-gateway.ts';
import type { SandboxRefund } from './sandbox.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

const styles = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f5f4;color:#1c1917}
  .test{background:#facc15;color:#422006;text-align:center;font-weight:700;padding:.5rem;font-size:.875rem}
  main{max-width:28rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px #0001}
  h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
  dt{color:#57534e}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
  .amount{font-size:1.5rem}fieldset{border:1px solid #e7e5e4;border-radius:.75rem;margin:0 0 1.25rem;padding:.75rem 1rem}
  legend{font-weight:600;padding:0 .25rem}label{display:flex;gap:.5rem;align-items:center;padding:.5rem 0;min-height:44px}
  button{width:100%;min-height:48px;border-radius:.5rem;font:inherit;font-weight:700;cursor:pointer;margin-top:.5rem}
  .pay{background:#15803d;color:#fff;border:0}.fail{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  .cancel{background:#fff;color:#44403c;border:1px solid #a8a29e}a{color:#c2410c;font-weight:700}
  h2{font-size:1rem;margin:0 0 .5rem}ul{list-style:none;margin:0 0 1.25rem;padding:0}
  li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-top:1px solid #e7e5e4}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — RailBite test gateway</title><style>${styles}</style></head>
<body><div class="test" role="note">TEST PAYMENT GATEWAY — no real money moves</div><main>${body}</main></body></html>`;
}

const dateTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(at);

function refundList(refunds: readonly SandboxRefund[]): string {
  if (refunds.length === 0) return '';
  const rows = refunds.map(
    (refund) =>
      `<li><span>${refund.state === 'completed' ? 'Refunded' : 'Refund failed'} ${dateTime(refund.createdAt)}</span><strong>${rupees(refund.amountPaise)}</strong></li>`,
  );
  return `<h2>Refunds</h2><ul>${rows.join('')}</ul>`;
}

const finishedHeadings = {
  completed: 'This payment was paid',
  failed: 'This payment did not go through',
  // Past its lifetime, or given up by the merchant (a newer checkout replaced it): it takes nothing.
  expired: 'This payment link has closed',
} as const;

/** The hosted payment page: merchant, order, amount, UPI or card, and Pay / Fail / Cancel. */
export function renderSandboxPage(payment: SandboxPaymentView): string {
  const facts = `<dl><dt>Merchant</dt><dd>RailBite</dd><dt>Order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd>
<dt>Amount</dt><dd class="amount">${rupees(payment.amountPaise)}</dd></dl>`;
  if (payment.state === 'completed') {
    return layout(
      'Payment finished',
      `<div class="card"><h1>${finishedHeadings.completed}</h1>${facts}${refundList(payment.refunds)}
<a href="${escapeHtml(payment.returnUrl)}">Back to RailBite</a></div>`,
    );
  }
  if (payment.state !== 'pending') {
    // Nothing was paid here: the way on is a new payment, which starts from the merchant's cart (the
    // order's own page would only say again that this one failed).
    const why = payment.state === 'expired' ? 'It can no longer be paid, and nothing' : 'Nothing';
    return layout(
      'Payment finished',
      `<div class="card"><h1>${finishedHeadings[payment.state]}</h1>
<p>${why} was charged. To pay for your order, go back to your cart at RailBite and pay again.</p>${facts}
<a href="${escapeHtml(payment.cancelUrl ?? payment.returnUrl)}">Back to your cart at RailBite</a></div>`,
    );
  }
  return layout(
    'Pay',
    `<form class="card" method="post" action="/pay/sandbox/${encodeURIComponent(payment.ref)}">
<h1>Complete your payment</h1>${facts}
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label>
<label><input type="radio" name="method" value="card"> Credit or debit card</label></fieldset>
<button class="pay" name="outcome" value="pay">Pay ${rupees(payment.amountPaise)}</button>
<button class="fail" name="outcome" value="fail">Fail</button>
<button class="cancel" name="outcome" value="cancel">Cancel</button></form>`,
  );
}

export function renderSandboxNotFound(): string {
  return layout(
    'Not found',
    '<div class="card"><h1>Payment not found</h1><p>This payment link is not valid.</p></div>',
  );
}
