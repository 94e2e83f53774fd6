/**
 * The local checkout and portal pages (no Stripe keys): plain server-rendered HTML forms that work
 * without JavaScript, look like a hosted checkout, and label every field.
 */
import { PRO_PRICE_TEXT } from '../../shared/domain/pro-status';
import type { LocalCheckoutSession, LocalCustomer } from './local-objects';
import { LOCAL_PAGE_CSS } from './local-page-style';
import type { PortalView } from './local-provider';
import type { CardField } from './test-cards';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="robots" content="noindex"><style>${LOCAL_PAGE_CSS}</style></head><body>${body}</body></html>`;
}

export interface CardFormState {
  values?: Partial<Record<CardField | 'name', string>>;
  error?: { field: CardField | null; message: string };
}

/** Card number, Expiry, CVC: labelled, with the error tied to the field it is about. */
function cardFields({ values = {}, error }: CardFormState, legend: string): string {
  const input = (field: CardField, attrs: string) => {
    const bad = error?.field === field;
    return `<input id="${field}" name="${field}" value="${esc(values[field])}" ${attrs}${bad ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>`;
  };
  return `<fieldset><legend>${legend}</legend>
<label for="cardNumber">Card number</label>${input('cardNumber', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
<div class="row"><div><label for="expiry">Expiry</label>${input('expiry', 'autocomplete="cc-exp" placeholder="MM / YY"')}</div>
<div><label for="cvc">CVC</label>${input('cvc', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}</div></div></fieldset>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${esc(values.name)}">
${error ? `<div id="card-error" class="alert" role="alert">${esc(error.message)}</div>` : ''}`;
}

const TEST_CARDS = `<p class="note">Local test checkout: no card is charged. <strong>4242 4242 4242 4242</strong> succeeds,
4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any future expiry and any CVC.</p>`;

export function checkoutPage(session: LocalCheckoutSession, customer: LocalCustomer, state: CardFormState = {}): string {
  const summary = `<section class="summary" aria-label="Order summary"><div>
<a class="back" href="${esc(session.cancel_url)}">← Back to TPL</a>
<p class="muted">Subscribe to TPL Pro</p>
<p class="price">${PRO_PRICE_TEXT} <small>per year</small></p>
<ul class="benefits"><li>Unlimited rankings</li><li>Exclusive list types</li><li>5 extra rankings for each list</li><li>Exclusive pro badge</li></ul>
</div></section>`;
  const closed = session.status === 'complete'
    ? `<p class="notice" role="status">This checkout is paid. <a href="${esc(session.success_url)}">Return to TPL</a></p>`
    : `<p class="alert" role="alert">This checkout session has expired. <a href="${esc(session.cancel_url)}">Return to TPL</a> and start again.</p>`;
  const form = `<form method="post" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" value="${esc(customer.email)}" readonly>
${cardFields(state, 'Card information')}
<button type="submit">Subscribe</button>${TEST_CARDS}</form>`;
  return page('Subscribe to TPL Pro', `<main class="checkout">${summary}<section class="pay"><div><h1>Pay with card</h1>
${session.status === 'open' ? form : closed}</div></section></main>`);
}

function statusLine({ subscription: s }: PortalView): string {
  if (!s) return '<p>No subscription yet.</p>';
  const end = s.items.data[0]!.current_period_end;
  if (s.status === 'canceled') return `<p>Ended${s.ended_at ? ` on ${day(s.ended_at)}` : ''}. <span class="badge">Canceled</span></p>`;
  if (s.status === 'past_due') return '<p class="alert" role="alert">Your last payment failed. Update your card below to keep TPL Pro.</p>';
  if (s.cancel_at != null) return `<p>Your plan will be canceled on <strong>${day(s.cancel_at)}</strong>. <span class="badge">Canceling</span></p>`;
  return `<p>Renews on <strong>${day(end)}</strong>. <span class="badge">Active</span></p>`;
}

const actionForm = (action: string, label: string, secondary = false) =>
  `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button></form>`;

/** A portal link that may not be used (expired, or no longer its golfer's): what happened and what to do. */
export function portalRefusedPage(message: string): string {
  return page('Manage your TPL Pro subscription', `<main class="portal"><section class="block"><a class="back" href="/pro">← Return to TPL</a>
<h1>Manage your subscription</h1><p class="alert" role="alert">${esc(message)}</p></section></main>`);
}

export function portalPage(view: PortalView, state: CardFormState & { notice?: string } = {}): string {
  const { session, customer, subscription: s, invoices } = view;
  const card = customer.invoice_settings.default_payment_method?.card;
  const live = s && s.status !== 'canceled';
  const plan = `<section class="block" aria-labelledby="plan-title"><h2 id="plan-title">Current plan</h2>
<p><strong>TPL Pro</strong> · ${PRO_PRICE_TEXT} per year</p>${statusLine(view)}
${live ? (s.cancel_at != null ? actionForm('resume', 'Resume subscription') : actionForm('cancel', 'Cancel subscription', true)) : ''}</section>`;
  const payment = `<section class="block" aria-labelledby="card-title"><h2 id="card-title">Payment method</h2>
<p>${card ? `${esc(card.brand.toUpperCase())} •••• ${esc(card.last4)} · Expires ${card.exp_month}/${String(card.exp_year).slice(-2)}` : 'No card on file.'}</p>
<form method="post" novalidate><input type="hidden" name="action" value="update-card">${cardFields(state, 'New card')}
<button type="submit" class="secondary">Update card</button></form></section>`;
  const rows = invoices.map((i) => `<tr><td>${day(i.created)}</td><td>${esc(i.number)}</td><td>${money(i.amount_due)}</td><td>${i.status === 'paid' ? 'Paid' : 'Payment failed'}</td></tr>`).join('');
  const history = `<section class="block" aria-labelledby="invoices-title"><h2 id="invoices-title">Invoice history</h2>
${rows ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Invoice</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No invoices yet.</p>'}</section>`;
  const clock = live ? `<section class="block" aria-labelledby="clock-title"><h2 id="clock-title">Test clock</h2>
<p class="muted">Locally, time does not pass: this jumps to the end of the period. The renewal is charged to the card on file, or a canceling plan ends.</p>
${actionForm('renew', 'Jump to the end of the period', true)}</section>` : '';
  return page('Manage your TPL Pro subscription', `<main class="portal"><section class="block"><a class="back" href="${esc(session.return_url)}">← Return to TPL</a>
<h1>Manage your subscription</h1><p class="muted">${esc(customer.email ?? '')}</p>
${state.notice ? `<p class="notice" role="status">${esc(state.notice)}</p>` : ''}</section>${plan}${payment}${history}${clock}</main>`);
}

/**
 * Cancel asks first (issue 32): the portal's Cancel subscription posts `action=cancel` alone, which
 * answers this step; only its own form (`confirm=yes`) cancels. No JavaScript: each step is a form
 * posted to the page's own URL, and "Keep my plan" goes back to it.
 */
export function cancelConfirmPage(view: PortalView): string {
  const s = view.subscription;
  const end = s ? day(s.items.data[0]!.current_period_end) : null;
  const until = end ? `Your plan stays active until <strong>${end}</strong>, then it ends` : 'Your plan ends at the end of the period';
  return page('Cancel TPL Pro?', `<main class="portal"><section class="block" aria-labelledby="cancel-title">
<h1 id="cancel-title">Cancel TPL Pro?</h1>
<p>${until}: no more renewals, and no more charges to your card.</p>
<p class="muted">After that you keep your lists and rankings, but lose Pro's unlimited rankings, its exclusive list types, the extra places in each list and the Pro badge. You can resume any time before then.</p>
<form method="post"><input type="hidden" name="action" value="cancel"><input type="hidden" name="confirm" value="yes"><button type="submit" class="danger">Cancel subscription</button></form>
<a class="button" href="">Keep my plan</a></section></main>`);
}
