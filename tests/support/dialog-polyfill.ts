import { beforeAll } from "vitest";

const focusable =
  "button:not([disabled]), [href], input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** What each open dialog remembers: the element that had focus when it opened. */
const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();

/**
 * jsdom has <dialog> but not its methods. These follow what browsers do (HTML's dialog focusing
 * and close steps), so a component test meets the same focus moves a visitor does:
 * - showModal() opens it and focuses the dialog itself when it has `autofocus`, else its first
 *   focusable element, else the dialog;
 * - close() closes it, gives focus back to the element focused before it opened, and fires
 *   "close" a task later;
 * - a dialog removed from the page while open runs none of that: focus falls to the body, as
 *   it does in a browser.
 * Call once at the top of a test file that opens a Modal.
 */
export function polyfillDialog(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      if (this.open) return;
      previouslyFocused.set(this, document.activeElement);
      this.open = true;
      const target = this.hasAttribute("autofocus") ? this : this.querySelector<HTMLElement>(focusable);
      (target ?? this).focus();
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      const previous = previouslyFocused.get(this);
      previouslyFocused.delete(this);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      setTimeout(() => {
        this.dispatchEvent(new Event("close"));
      }, 0);
    };
  });
}

/**
 * The browser closing a modal dialog by itself: Escape or a phone's back gesture under the
 * close-watcher rules, which may skip the "cancel" event and only fire "close".
 */
export function closeByBrowser(dialog: HTMLDialogElement): void {
  dialog.close();
}
