import { sessionExpiryCookieName } from "@/shared/contracts/cookie-names";

/**
 * Marks the page, before its first paint, with whether a session may be live (the readable
 * expiry cookie, in the future): `<html data-live-session>`. The header then hides the visitor's
 * Sign in and Join while a member's own header is on its way, and shows them at once, working as
 * plain links, to everyone else, long before the page's script has loaded. The same for every
 * visitor (the page embeds nothing from the request); the browser reads its own cookie.
 */
export function SessionHintScript() {
  const script = `(function(){try{var m=document.cookie.match(/(?:^|; )${sessionExpiryCookieName}=(\\d{1,16})(?:;|$)/);if(m&&Number(m[1])>Date.now())document.documentElement.setAttribute("data-live-session","")}catch(e){}})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
