import "client-only";
import { formMessages } from "@/shared/contracts/form-messages";
import { HumanCheckError } from "./human-check-error";
import type { RecaptchaSettings } from "./recaptcha-settings";

/** The spec's wording of the two ways the check fails (public-and-shared §5 Human check). */
export const recaptchaMessages = {
  notReady: formMessages.captchaNotReady,
  gaveUp: formMessages.captchaGaveUp,
} as const;

/** Bot-check readiness poll (public-and-shared §9): every 500 ms, giving up after 10 network errors. */
export const recaptchaPollMs = 500;
export const recaptchaMaxNetworkErrors = 10;
/** Polls before a check that is still not ready fails: ten seconds, a slow phone's script load. */
const maxPolls = 20;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> };

/**
 * reCAPTCHA (v3, invisible) in the browser: the provider's script is loaded once, and its
 * readiness polled every 500 ms. A script that fails to load is a network error and is loaded
 * again on the next poll; the tenth gives up ("Too many network errors, give up on reCaptcha.").
 * Still not ready after the polls: "reCaptcha is not in ready state.". A failed start is
 * forgotten, so the member's next submit tries again.
 */
export function createRecaptcha(settings: RecaptchaSettings) {
  let ready: Promise<Grecaptcha> | null = null;

  function whenReady(): Promise<Grecaptcha> {
    if (ready) return ready;
    const started = new Promise<Grecaptcha>((resolve, reject) => {
      const view = window as RecaptchaWindow;
      let errors = 0;
      let polls = 0;
      let script: HTMLScriptElement | null = null;
      const load = () => {
        const url = new URL(settings.scriptUrl, window.location.href);
        url.searchParams.set("render", settings.siteKey);
        const element = document.createElement("script");
        element.src = url.href;
        element.async = true;
        element.onerror = () => {
          errors += 1;
          element.remove();
          script = null;
        };
        document.head.append(element);
        script = element;
      };
      const poll = () => {
        const api = view.grecaptcha;
        if (typeof api?.ready === "function" && typeof api.execute === "function") {
          resolve(api as Grecaptcha);
          return;
        }
        if (errors >= recaptchaMaxNetworkErrors) {
          reject(new HumanCheckError(recaptchaMessages.gaveUp));
          return;
        }
        if (polls >= maxPolls) {
          reject(new HumanCheckError(recaptchaMessages.notReady));
          return;
        }
        polls += 1;
        if (!script) load();
        window.setTimeout(poll, recaptchaPollMs);
      };
      poll();
    });
    ready = started;
    started.catch(() => {
      ready = null;
    });
    return started;
  }

  return {
    /** Starts loading early (once the form has mounted), so a submit rarely waits. */
    prepare(): void {
      whenReady().catch(() => {
        // The submit will ask again and show the reason.
      });
    },
    /** A fresh token for one form action. */
    async execute(action: string): Promise<string> {
      const api = await whenReady();
      return new Promise<string>((resolve, reject) => {
        api.ready(() => {
          api.execute(settings.siteKey, { action }).then(resolve, reject);
        });
      });
    },
  };
}
