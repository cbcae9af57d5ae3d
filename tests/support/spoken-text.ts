/** What a screen reader reads of an element: its text without the parts hidden from it, spaces collapsed. */
export function spokenText(element: Element | null | undefined): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll("[aria-hidden='true']").forEach((hidden) => {
    hidden.remove();
  });
  return (copy?.textContent ?? "").replace(/\s+/g, " ").trim();
}
