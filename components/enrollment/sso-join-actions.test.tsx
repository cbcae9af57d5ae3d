// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SsoJoinActions } from "./sso-join-actions";

afterEach(cleanup);

describe("SsoJoinActions", () => {
  it("offers a visitor both things they can do: join the program, or sign in with it", () => {
    render(<SsoJoinActions programName="Skyway FlyerClub" />);
    expect(screen.getByRole("link", { name: "Join with Skyway FlyerClub" }).getAttribute("href")).toBe(
      "/Login?join=1",
    );
    expect(screen.getByRole("link", { name: "Sign in with Skyway FlyerClub" }).getAttribute("href")).toBe(
      "/Login",
    );
    expect(screen.getByText(/Already a Skyway FlyerClub member\?/)).toBeTruthy();
  });
});
