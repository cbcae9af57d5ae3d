// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeByBrowser, polyfillDialog } from "@/tests/support/dialog-polyfill";
import { Modal } from "./modal";

polyfillDialog();
afterEach(cleanup);

/** Escape on an open modal dialog: the browser's "cancel" event. */
function pressEscape(dialog: HTMLElement) {
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

/** A page whose button opens a dialog that is drawn only while open, as the popups are. */
function OpenedByButton({ onClose }: { onClose?: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setShown(true);
        }}
      >
        Show details
      </button>
      {shown ? (
        <Modal
          open
          title="Details"
          testId="details"
          onClose={() => {
            onClose?.();
            setShown(false);
          }}
        >
          <p>Everything about it.</p>
        </Modal>
      ) : null}
    </>
  );
}

function openFromButton(onClose?: () => void) {
  render(<OpenedByButton onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Show details" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByTestId("details") };
}

describe("Modal", () => {
  it("opens with focus on the dialog itself, so the close button shows no ring until reached by keyboard", () => {
    const { dialog } = openFromButton();
    expect(document.activeElement).toBe(dialog);
    expect(document.activeElement).not.toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("gives focus back to what opened it when Escape closes it, though it leaves the page as it closes", () => {
    const { opener, dialog } = openFromButton();
    pressEscape(dialog);
    expect(screen.queryByTestId("details")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("gives focus back to what opened it when its close button closes it", () => {
    const { opener } = openFromButton();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(opener);
  });

  it("gives focus back to where it was when it opened by itself", () => {
    function OpensByItself() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <input
            aria-label="Location"
            onChange={() => {
              setOpen(true);
            }}
          />
          <Modal
            open={open}
            title="News"
            onClose={() => {
              setOpen(false);
            }}
          >
            <p>Restaurant week is on.</p>
          </Modal>
        </>
      );
    }
    render(<OpensByItself />);
    const input = screen.getByRole("textbox", { name: "Location" });
    input.focus();
    fireEvent.change(input, { target: { value: "Chicago" } });
    expect(document.activeElement).not.toBe(input);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(input);
  });

  it("reports a close the browser made by itself, without a cancel event", async () => {
    const onClose = vi.fn();
    const { opener, dialog } = openFromButton(onClose);
    closeByBrowser(dialog as HTMLDialogElement);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByTestId("details")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("reports each close once", async () => {
    const onClose = vi.fn();
    const { dialog } = openFromButton(onClose);
    pressEscape(dialog);
    // The "close" event of the dialog it closed on the way out must not count again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
