/** The local checkout's and portal's look: a plain checkout page, light or dark as the device is. */
export const LOCAL_PAGE_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --side: #f6f8f7; --fg: #1a1f1c; --muted: #5b6660; --line: #d5dcd8;
  --field: #ffffff; --brand: #1f7a4d; --brand-fg: #ffffff; --error: #b3261e; --error-bg: #fdecea; --ok-bg: #e7f4ec; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #141816; --side: #1c211e; --fg: #eef2ef; --muted: #a7b2ac; --line: #3a433e; --field: #101311;
    --brand: #5cc28b; --brand-fg: #0b1410; --error: #ffb4ab; --error-bg: #3b1714; --ok-bg: #173223; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 Roboto, system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--brand); }
main { display: grid; grid-template-columns: 1fr; min-height: 100vh; }
@media (min-width: 860px) { main.checkout { grid-template-columns: 1fr 1fr; } }
.summary { background: var(--side); padding: 32px 24px; border-bottom: 1px solid var(--line); }
@media (min-width: 860px) { .summary { padding: 64px 48px; border-bottom: 0; border-right: 1px solid var(--line); } }
.summary > div, .pay > div { max-width: 400px; margin: 0 auto; }
.back { display: inline-block; margin-bottom: 24px; font-weight: 500; text-decoration: none; }
.muted { color: var(--muted); margin: 0; }
.price { font-size: 36px; font-weight: 700; margin: 4px 0 16px; }
.price small { font-size: 16px; font-weight: 400; color: var(--muted); }
ul.benefits { padding-left: 20px; margin: 0; color: var(--muted); }
.pay { padding: 32px 24px 48px; }
@media (min-width: 860px) { .pay { padding: 64px 48px; } }
h1 { font-size: 22px; margin: 0 0 16px; }
h2 { font-size: 18px; margin: 0 0 12px; }
label { display: block; font-size: 14px; font-weight: 500; margin: 14px 0 6px; }
input { width: 100%; font: inherit; color: var(--fg); background: var(--field); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; min-height: 44px; }
input:focus { outline: 2px solid var(--brand); outline-offset: 1px; }
input[readonly] { color: var(--muted); }
input[aria-invalid="true"] { border-color: var(--error); }
fieldset { border: 0; padding: 0; margin: 20px 0 0; }
legend { font-size: 15px; font-weight: 600; padding: 0; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button { width: 100%; margin-top: 20px; min-height: 48px; font: inherit; font-weight: 600; border: 0; border-radius: 8px; background: var(--brand); color: var(--brand-fg); cursor: pointer; }
button.secondary { background: transparent; color: var(--fg); border: 1px solid var(--line); }
button.danger { background: var(--error); color: var(--bg); }
button:focus-visible, a.button:focus-visible { outline: 3px solid var(--fg); outline-offset: 2px; }
a.button { display: flex; align-items: center; justify-content: center; margin-top: 12px; min-height: 48px; font-weight: 600; border-radius: 8px;
  border: 1px solid var(--line); color: var(--fg); text-decoration: none; }
.alert { margin-top: 16px; padding: 10px 12px; border-radius: 8px; background: var(--error-bg); color: var(--error); font-weight: 500; }
.notice { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; background: var(--ok-bg); }
.note { font-size: 13px; color: var(--muted); margin-top: 16px; }
section.block { max-width: 640px; width: 100%; margin: 0 auto; padding: 24px; border-bottom: 1px solid var(--line); }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid var(--line); }
th { color: var(--muted); font-weight: 500; }
.badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--line); }
`;
