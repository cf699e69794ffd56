import { avatarPath, DEMO_PASSWORD, type DemoUser } from './users.ts';

export interface LoginPageInput {
  uid: string;
  clientName: string;
  users: readonly DemoUser[];
  username?: string;
  error?: string;
  /** Only in development does the page list the demo accounts (one-click forms) and their password. */
  development: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The server-rendered sign-in page; works without JavaScript. */
export function renderLoginPage({
  uid,
  clientName,
  users,
  username = '',
  error,
  development,
}: LoginPageInput): string {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  const errorLine = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  // One tiny form per account: one click signs in, no script needed.
  const accounts = users
    .map(
      (u) => `<li><form method="post" action="${action}">
  <input type="hidden" name="username" value="${escapeHtml(u.username)}">
  <input type="hidden" name="password" value="${escapeHtml(u.password)}">
  <button type="submit" class="account" data-username="${escapeHtml(u.username)}">
    <img src="${avatarPath(u.username)}" alt="" width="32" height="32">
    <span><strong>${escapeHtml(u.username)}</strong><small>${escapeHtml(u.fullName)} · ${escapeHtml(u.role)}</small></span>
  </button>
</form></li>`,
    )
    .join('\n');
  const demoAccounts = development
    ? `<section>
    <h2>Demo accounts</h2>
    <p class="note">Development only: every demo account uses the password <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
    <ul class="accounts">${accounts}</ul>
  </section>`
    : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · vrmarket dev identity</title>
<style>${css}</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  <p class="lead">to continue to <strong>${escapeHtml(clientName)}</strong></p>
  ${errorLine}
  <form method="post" action="${action}" class="credentials">
    <label for="username">Username</label>
    <input id="username" name="username" autocomplete="username" required${username ? '' : ' autofocus'} value="${escapeHtml(username)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
    <button type="submit" class="primary">Sign in</button>
  </form>
  <p class="cancel"><a href="/interaction/${encodeURIComponent(uid)}/abort">Cancel</a></p>
  ${demoAccounts}
</main>
</body>
</html>`;
}

/**
 * RP-initiated logout confirmation. A development provider signs out at once: the script submits
 * oidc-provider's form with logout=yes; without script the buttons remain.
 */
export function renderLogoutPage(form: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign out · vrmarket dev identity</title><style>${css}</style></head>
<body><main><h1>Sign out</h1><p class="lead">Signing you out of the development identity provider…</p>
${form}
<div class="credentials">
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout" class="primary">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="account">No, stay signed in</button>
</div>
<script>
const form = document.getElementById('op.logoutForm');
const yes = document.createElement('input');
yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes';
form.appendChild(yes);
form.submit();
</script></main></body></html>`;
}

export function renderMessagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:15px/1.45 system-ui,sans-serif;
  background:linear-gradient(135deg,#1d1b4b,#3b2f8f 55%,#0f766e);color:#1f2937}
main{width:min(420px,92vw);margin:32px 0;padding:28px 28px 20px;background:#fff;border-radius:14px;
  box-shadow:0 20px 50px rgba(0,0,0,.35)}
h1{margin:0;font-size:24px}
h2{margin:22px 0 4px;font-size:15px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563}
.lead{margin:4px 0 18px;color:#6b7280}
.credentials{display:grid;gap:6px}
label{font-weight:600;font-size:13px}
input{padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font:inherit;margin-bottom:8px}
input:focus{outline:2px solid #6d5dfc;border-color:transparent}
.primary{padding:11px;border:0;border-radius:8px;background:#6d5dfc;color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer}
.primary:hover{background:#5a49f0}
.error{padding:10px 12px;border-radius:8px;background:#fee2e2;color:#991b1b;margin:0 0 12px}
.cancel{text-align:center;margin:10px 0 0;font-size:13px}
.cancel a{color:#6b7280}
.note{margin:0 0 10px;font-size:13px;color:#92400e;background:#fef3c7;padding:8px 10px;border-radius:8px}
.accounts{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.accounts form{margin:0}
.account{display:flex;gap:10px;align-items:center;width:100%;padding:6px 10px;border:1px solid #e5e7eb;
  border-radius:8px;background:#f9fafb;text-align:left;cursor:pointer;font:inherit}
.account:hover{background:#eef2ff;border-color:#c7d2fe}
.account img{border-radius:50%}
.account span{display:grid}
.account small{color:#6b7280}
`;
