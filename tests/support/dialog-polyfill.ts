import { beforeAll } from "vitest";

/**
 * jsdom has <dialog> but not its methods: a modal opens and closes by its `open` attribute here,
 * which is all the components read. Call once at the top of a test file that opens a Modal.
 */
export function polyfillDialog(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
}
