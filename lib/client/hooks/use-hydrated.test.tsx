// @vitest-environment jsdom
import { act, Suspense, use, useState, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// React's act() for a root this test drives itself (hydrateRoot, not Testing Library's render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Seen = (name: string, hydrated: boolean) => void;
let useHydrated: () => boolean = () => false;

// Each test starts as a fresh page: the hook's module keeps whether the page has hydrated.
beforeEach(async () => {
  vi.resetModules();
  ({ useHydrated } = await import("./use-hydrated"));
  vi.useFakeTimers({ toFake: ["setTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function Reader({ name, seen }: { name: string; seen: Seen }) {
  const hydrated = useHydrated();
  seen(name, hydrated);
  return <span>{hydrated ? "browser" : "server"}</span>;
}

/** The server's HTML of `page`, hydrated in the document; recoverable hydration errors are collected. */
async function hydrate(page: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  return { container, errors };
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, then true; a reader mounted afterwards is true at once", async () => {
    const seen = vi.fn<Seen>();
    function Page() {
      const [later, setLater] = useState(false);
      return (
        <div>
          <button
            type="button"
            onClick={() => {
              setLater(true);
            }}
          />
          <Reader name="first" seen={seen} />
          <Reader name="second" seen={seen} />
          {later ? <Reader name="later" seen={seen} /> : null}
        </div>
      );
    }
    expect(renderToString(<Page />)).not.toContain("browser");
    const { container, errors } = await hydrate(<Page />);
    expect(errors).toEqual([]);
    expect(seen).toHaveBeenCalledWith("first", false);
    expect(container.textContent).toBe("browserbrowser");

    // Once the page has settled, a newly mounted reader starts true: no server-first flash.
    act(() => {
      vi.runAllTimers();
    });
    seen.mockClear();
    act(() => {
      container.querySelector("button")?.click();
    });
    expect(seen.mock.calls.filter(([name]) => name === "later")).toEqual([["later", true]]);
  });

  it("flips in a transition: what the server drew stays up while the browser's version is not ready", async () => {
    const never = new Promise<never>(() => undefined);
    function NeedsData() {
      // The browser's version waits on something (code or data) that has not arrived yet.
      if (useHydrated()) use(never);
      return <span>drawn by the server</span>;
    }
    const { container } = await hydrate(
      <Suspense fallback={<span>fallback</span>}>
        <NeedsData />
      </Suspense>,
    );
    // A blocking re-render (a store whose browser value differs) would hide it behind the fallback.
    expect(container.textContent).toBe("drawn by the server");
  });
});
