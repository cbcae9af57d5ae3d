// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";
import { PagerClicks } from "./pager-clicks";

afterEach(cleanup);

function renderPager(current: number, total: number) {
  const onPage = vi.fn();
  render(
    <PagerClicks onPage={onPage}>
      <Pagination current={current} total={total} />
    </PagerClicks>,
  );
  const nav = screen.getByRole("navigation", { name: "Result pages" });
  const button = (name: string) => within(nav).getByRole<HTMLButtonElement>("button", { name });
  return { onPage, nav, button };
}

describe("Pagination", () => {
  it("always offers the first, previous, next and last pages", async () => {
    const { onPage, button } = renderPager(10, 20);
    for (const [name, page] of [
      ["First page", 1],
      ["Previous page", 9],
      ["Next page", 11],
      ["Last page", 20],
    ] as const) {
      expect(button(name).disabled).toBe(false);
      await userEvent.click(button(name));
      expect(onPage).toHaveBeenLastCalledWith(page);
    }
  });

  it("marks the current page and disables the steps that would not move", () => {
    const { button } = renderPager(1, 20);
    expect(button("Page 1").getAttribute("aria-current")).toBe("page");
    expect(button("Page 2").getAttribute("aria-current")).toBeNull();
    expect(button("First page").disabled).toBe(true);
    expect(button("Previous page").disabled).toBe(true);
    expect(button("Next page").disabled).toBe(false);
    expect(button("Last page").disabled).toBe(false);
  });

  it("moves only with a button that leads somewhere", async () => {
    const { onPage, button } = renderPager(1, 3);
    await userEvent.click(button("Previous page"));
    expect(onPage).not.toHaveBeenCalled();
    await userEvent.click(button("Page 3"));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it("on the last page, and past it, disables next and last", () => {
    const { button } = renderPager(40, 20);
    expect(button("Page 20").getAttribute("aria-current")).toBe("page");
    expect(button("Next page").disabled).toBe(true);
    expect(button("Last page").disabled).toBe(true);
    expect(button("First page").disabled).toBe(false);
  });

  it("is absent when there is a single page", () => {
    render(<Pagination current={1} total={1} />);
    expect(screen.queryByRole("navigation", { name: "Result pages" })).toBeNull();
  });
});
