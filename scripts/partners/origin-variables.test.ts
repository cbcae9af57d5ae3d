import { describe, expect, it } from "vitest";
import { withOriginVariable } from "./origin-variables";

describe("a partner's origin variable added to a file that lists them", () => {
  it("goes after the last partner's line, written the same way", () => {
    const text =
      "PUBLIC_ORIGIN_TEMPLATE=x\n# PUBLIC_ORIGIN_A=https://a.example\n# PUBLIC_ORIGIN_B=https://b.example\nNEXT=1\n";
    expect(withOriginVariable(text, "new-one", "https://dining.new-one.example")).toBe(
      "PUBLIC_ORIGIN_TEMPLATE=x\n# PUBLIC_ORIGIN_A=https://a.example\n# PUBLIC_ORIGIN_B=https://b.example\n" +
        "# PUBLIC_ORIGIN_NEW_ONE=https://dining.new-one.example\nNEXT=1\n",
    );
  });

  it("leaves a file that has it as it is, and says when no line shows the way", () => {
    const text = "  PUBLIC_ORIGIN_NEW_ONE: ${PUBLIC_ORIGIN_NEW_ONE:?set it}\n";
    expect(withOriginVariable(text, "new-one", "https://x.example")).toBe(text);
    expect(withOriginVariable("PUBLIC_ORIGIN_TEMPLATE=x\n", "new-one", "https://x.example")).toBeNull();
  });
});
