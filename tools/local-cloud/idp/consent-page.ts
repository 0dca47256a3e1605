import { CONTROL_TOKEN_FIELD } from '../gateway/control-token-names';
import { escapeHtml } from '../replies';
import type { IdpProvider, TestAccount } from './test-accounts';

/** The page's own look for each provider: its name and a button colour (AA contrast on white). */
const PROVIDER_LOOK: Record<IdpProvider, { name: string; accent: string }> = {
  google: { name: 'Google', accent: '#1a73e8' },
  github: { name: 'GitHub', accent: '#1a7f37' },
};

export interface ConsentPageInput {
  provider: IdpProvider;
  /** The OAuth client's name, as the provider shows it ("Sitewright (local)"). */
  appName: string;
  /** What the client will see, in words, from the scopes it asked for. */
  permissions: readonly string[];
  accounts: readonly TestAccount[];
  /** Where the choices are posted: the authorize endpoint itself, as at both providers. */
  action: string;
  /** The authorization request's parameters, sent back with the choice. */
  request: Readonly<Record<string, string>>;
  /** This start's control token, which each of the page's forms carries (control-token.ts). */
  controlToken: string;
  /** Why the last custom account was not accepted, and what was typed. */
  problem?: { message: string; name: string; email: string };
}

/** Content-Security-Policy of the page: no script at all, its own styles and avatars. */
export const CONSENT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

function hiddenFields(request: Readonly<Record<string, string>>): string {
  return Object.entries(request)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}

function accountButton(account: TestAccount): string {
  const initial = escapeHtml(account.name.trim().charAt(0).toUpperCase() || '?');
  const handle = account.login ? `@${escapeHtml(account.login)} · ` : '';
  return `<li><button class="account" name="account" value="${escapeHtml(account.id)}">
<span class="avatar" aria-hidden="true">${initial}</span>
<span class="who"><span class="name">${escapeHtml(account.name)}</span>
<span class="email">${handle}${escapeHtml(account.email)}</span>
<span class="note">${escapeHtml(account.note)}</span></span></button></li>`;
}

/**
 * The stand-in's sign-in and consent page, one design for Google and GitHub: pick a test account,
 * or type another one, or deny (the client then gets `error=access_denied`, as from the real
 * providers). Plain HTML forms, so it works without script and at any width.
 */
export function consentPageHtml(input: ConsentPageInput): string {
  const look = PROVIDER_LOOK[input.provider];
  const fields = hiddenFields({ ...input.request, [CONTROL_TOKEN_FIELD]: input.controlToken });
  const action = escapeHtml(input.action);
  const app = escapeHtml(input.appName);
  const permissions = input.permissions.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const problem = input.problem
    ? `<p class="problem" role="alert">${escapeHtml(input.problem.message)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${look.name} – local stand-in</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#f3f4f6}
main{max-width:30rem;margin:2rem auto;padding:1.75rem;background:#fff;border:1px solid #d0d7de;border-radius:12px}
.badge{display:inline-block;margin:0 0 .75rem;padding:.15rem .6rem;border-radius:999px;background:#fff8c5;color:#4d2d00;font-size:.8rem;font-weight:600}
h1{margin:0;font-size:1.5rem;line-height:1.25}
h2{margin:1.5rem 0 .5rem;font-size:1rem}
.lead{margin:.25rem 0 0;color:#59636e}
.sees{margin:1rem 0 0;font-size:.9rem;color:#59636e}
.permissions{margin:.25rem 0 0;padding-left:1.25rem;color:#1f2328}
ul.accounts{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button,input{font:inherit}
.account{display:flex;gap:.75rem;align-items:center;width:100%;padding:.65rem .75rem;text-align:left;background:#fff;color:inherit;border:1px solid #d0d7de;border-radius:8px;cursor:pointer}
.account:hover{background:#f6f8fa;border-color:${look.accent}}
.avatar{flex:none;display:grid;place-items:center;width:2.25rem;height:2.25rem;border-radius:50%;background:${look.accent};color:#fff;font-weight:600}
.who{display:grid;min-width:0}
.name{font-weight:600}
.email,.note{font-size:.875rem;color:#59636e;overflow-wrap:anywhere}
.note{font-style:italic}
label{display:grid;gap:.25rem;margin-top:.75rem;font-size:.9rem;font-weight:600}
input{width:100%;padding:.55rem .65rem;border:1px solid #8c959f;border-radius:6px;font-weight:400}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
.primary,.deny{padding:.6rem 1.1rem;border-radius:6px;font-weight:600;cursor:pointer}
.primary{background:${look.accent};color:#fff;border:1px solid ${look.accent}}
.deny{width:100%;margin-top:1.5rem;background:#fff;color:#b42318;border:1px solid #d0d7de}
button:focus-visible,input:focus-visible{outline:3px solid ${look.accent};outline-offset:2px}
.problem{margin:.75rem 0 0;padding:.5rem .75rem;border-radius:6px;background:#ffebe9;color:#82071e}
.fine{margin:1.25rem 0 0;font-size:.8rem;color:#59636e}
@media (max-width:480px){main{margin:0;min-height:100vh;border:0;border-radius:0;padding:1.25rem}}
</style></head>
<body><main>
<p class="badge">Local stand-in · not the real ${look.name}</p>
<h1>Sign in with ${look.name}</h1>
<p class="lead">to continue to <strong>${app}</strong></p>
<p class="sees" id="sees">${app} will see:</p>
<ul class="permissions" aria-labelledby="sees">${permissions}</ul>
<form method="post" action="${action}">${fields}<input type="hidden" name="decision" value="account">
<h2 id="test-accounts">Choose a test account</h2>
<ul class="accounts" aria-labelledby="test-accounts">${input.accounts.map(accountButton).join('')}</ul>
</form>
<form method="post" action="${action}">${fields}<input type="hidden" name="decision" value="custom">
<h2>Or use another account</h2>
${problem}
<label>Name<input name="name" required maxlength="100" autocomplete="off" value="${escapeHtml(input.problem?.name ?? '')}"></label>
<label>Email<input name="email" type="email" required maxlength="254" autocomplete="off" value="${escapeHtml(input.problem?.email ?? '')}"></label>
<div class="actions"><button class="primary">Continue with this account</button></div>
</form>
<form method="post" action="${action}">${fields}<input type="hidden" name="decision" value="deny">
<button class="deny">Deny</button>
</form>
<p class="fine">These accounts exist in the local cloud only. Deny sends ${app} back <code>error=access_denied</code>, as ${look.name} does.</p>
</main></body></html>`;
}
