import type { OutboxRow } from './sms-outbox.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

const styles = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f5f4;color:#1c1917}
  .dev{background:#1e3a8a;color:#fff;text-align:center;font-weight:700;padding:.5rem;font-size:.875rem}
  main{max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.25rem;margin:0 0 1rem}
  form{display:flex;gap:.5rem;margin:0 0 1.25rem;flex-wrap:wrap}label{font-weight:600;align-self:center}
  input{font:inherit;padding:.5rem .75rem;border:1px solid #a8a29e;border-radius:.5rem;min-height:44px}
  button{font:inherit;font-weight:700;min-height:44px;padding:0 1rem;border-radius:.5rem;border:0;background:#c2410c;color:#fff}
  ol{list-style:none;margin:0;padding:0}li{background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1rem;margin:0 0 .75rem}
  .meta{color:#57534e;font-size:.875rem;margin:0 0 .25rem}.body{margin:0;font-size:1.05rem}
  a{color:#c2410c;font-weight:700}:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

const dateTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(at);

/** The development outbox (ADR 026): what would have gone by SMS, newest first. */
export function developmentOutboxPage(messages: readonly OutboxRow[], phone: string | undefined): string {
  const items = messages
    .map(
      (message) =>
        `<li><p class="meta">To ${escapeHtml(message.toMobile)} · ${escapeHtml(
          message.purpose.replace('_', ' '),
        )} · <time datetime="${message.createdAt.toISOString()}">${dateTime(message.createdAt)}</time> · ${escapeHtml(
          message.state,
        )}</p><p class="body">${escapeHtml(message.body)}</p></li>`,
    )
    .join('');
  const empty = phone ? `No messages to ${escapeHtml(phone)} yet.` : 'No messages yet.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>SMS outbox — RailBite development</title><style>${styles}</style></head>
<body><div class="dev" role="note">DEVELOPMENT ONLY — these messages were not sent to any phone</div><main>
<h1>SMS outbox</h1>
<form method="get"><label for="phone">Phone</label><input id="phone" name="phone" inputmode="numeric" value="${escapeHtml(
    phone ?? '',
  )}" placeholder="10-digit mobile"><button type="submit">Show</button>${phone ? ' <a href="?">All phones</a>' : ''}</form>
${items ? `<ol aria-label="Messages">${items}</ol>` : `<p>${empty}</p>`}
</main></body></html>`;
}
