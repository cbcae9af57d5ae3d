import "server-only";
import type { LocalIdentity } from "./local-identities";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The local identity provider's one screen: pick a program account, or join the program. Plain
 * HTML with no script, labelled and keyboard-usable like the rest of the product.
 */
export function interactionPage(input: {
  uid: string;
  programName: string;
  identities: readonly LocalIdentity[];
  joining: boolean;
}): string {
  const accounts = input.identities
    .map(
      (identity) =>
        `<li><button type="submit" name="sub" value="${escapeHtml(identity.sub)}">Continue as ${escapeHtml(
          `${identity.givenName} ${identity.familyName}`,
        )} <span>(${escapeHtml(identity.email)})</span></button></li>`,
    )
    .join("");
  const program = escapeHtml(input.programName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${program}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1b1b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}
ul{list-style:none;padding:0;display:grid;gap:.75rem}
button{width:100%;min-height:50px;border-radius:999px;border:2px solid #0b3954;background:#0b3954;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button span{font-weight:400}
label{display:block;font-weight:700;margin-top:.75rem}
input{display:block;width:100%;box-sizing:border-box;min-height:48px;margin-top:.25rem;border:1px solid #545454;border-radius:.5rem;padding:0 .75rem;font:inherit}
:focus-visible{outline:3px solid #b5442e;outline-offset:2px}
p.note{color:#545454;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>${input.joining ? `Join ${program}` : `Sign in to ${program}`}</h1>
<p class="note">Local identity provider for development and tests: it stands in for the program's own sign-in.</p>
<form method="post" action="/interaction/${escapeHtml(input.uid)}/login">
<ul>${accounts}</ul>
</form>
<h2>New to ${program}?</h2>
<form method="post" action="/interaction/${escapeHtml(input.uid)}/join">
<label for="given_name">First name</label><input id="given_name" name="given_name" required maxlength="20" autocomplete="given-name">
<label for="family_name">Last name</label><input id="family_name" name="family_name" required maxlength="20" autocomplete="family-name">
<label for="email">Email</label><input id="email" name="email" type="email" required maxlength="50" autocomplete="email">
<p><button type="submit">Join and continue</button></p>
</form>
</main>
</body>
</html>`;
}
