import { phone, sectionHeights, serverHtmlHeights } from "../support/layout-shifts";
import { merchantFromSitemap } from "../support/merchants";
import { expect, test } from "../support/test";

/** The instant it is `hour`:`minute` in `timeZone` on the next date that is `weekday` there. */
function localInstant(timeZone: string, weekday: string, hour: number, minute: number): Date {
  const parts = (instant: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
  for (let days = 1; days <= 7; days += 1) {
    const noon = new Date(Date.now() + days * 86_400_000);
    const there = parts(noon);
    if (there.weekday !== weekday) continue;
    const wall = Date.UTC(Number(there.year), Number(there.month) - 1, Number(there.day), hour, minute);
    // The zone's offset at that wall time, read back from the formatter.
    const guess = parts(new Date(wall));
    const shown = Date.UTC(
      Number(guess.year),
      Number(guess.month) - 1,
      Number(guess.day),
      Number(guess.hour),
      Number(guess.minute),
    );
    return new Date(wall - (shown - wall));
  }
  throw new Error(`No ${weekday} in the coming week`);
}

// Late in the evening, after closing, the line reads "Opens Thursday at 11:30 AM": longer than
// "Opens at 11:30 AM", and at a phone's width it once took a second line the server's HTML had
// not held (CI caught it at 23:55 in Minneapolis).
test("a restaurant closed until another day keeps its status line's height on a phone", async ({
  browser,
  page,
  request,
}) => {
  const merchant = await merchantFromSitemap(request);
  // A day whose every period ends by 11 PM the same day: at 11:45 PM it is closed until another day.
  const closesEarly = (period: (typeof merchant.openingHours)[number]) =>
    period.closes > period.opens && period.closes <= "23:00";
  const evening = merchant.openingHours.find((period) =>
    merchant.openingHours.every((other) => other.day !== period.day || closesEarly(other)),
  );
  test.skip(!evening, "The sitemap's first merchant has no day that closes before 11 PM");
  if (!evening) return;
  const lateEvening = localInstant(merchant.timeZone, evening.day, 23, 45);
  const path = `/merchants/${merchant.id}`;
  const before = await serverHtmlHeights(browser, path, ["merchant-hours"]);

  await page.clock.setFixedTime(lateEvening);
  await page.setViewportSize(phone);
  await page.goto(path);
  await expect(page.getByTestId("opening-status")).toContainText(
    /Opens (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) at/,
  );
  expect(await sectionHeights(page, ["merchant-hours"])).toEqual(before);
});
