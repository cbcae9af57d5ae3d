import { describe, expect, it } from "vitest";
import { clientAddress, unknownAddress } from "./client-address";

const direct = { trustProxy: false, hops: 1 } as const;
const proxied = { trustProxy: true, hops: 1 } as const;

describe("clientAddress without a trusted proxy", () => {
  it("is the socket's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress({ ...direct, peer: "203.0.113.9", forwardedFor: undefined })).toBe("203.0.113.9");
    expect(clientAddress({ ...direct, peer: "203.0.113.9", forwardedFor: "1.2.3.4" })).toBe("203.0.113.9");
    expect(clientAddress({ ...direct, peer: "203.0.113.9", forwardedFor: "1.2.3.4, 5.6.7.8" })).toBe(
      "203.0.113.9",
    );
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address, and keeps IPv6", () => {
    expect(clientAddress({ ...direct, peer: "::ffff:198.51.100.7", forwardedFor: undefined })).toBe(
      "198.51.100.7",
    );
    expect(clientAddress({ ...direct, peer: "2001:DB8::1", forwardedFor: undefined })).toBe("2001:db8::1");
  });

  it("is one shared 'unknown' when no server reported the socket", () => {
    expect(clientAddress({ ...direct, peer: undefined, forwardedFor: "1.2.3.4" })).toBe(unknownAddress);
    expect(clientAddress({ ...direct, peer: "not-an-ip", forwardedFor: undefined })).toBe(unknownAddress);
  });
});

describe("clientAddress behind TRUST_PROXY", () => {
  it("takes the entry our proxy appended, not the spoofed ones before it", () => {
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.9" })).toBe(
      "203.0.113.9",
    );
    expect(
      clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "1.1.1.1,2.2.2.2, 203.0.113.9" }),
    ).toBe("203.0.113.9");
  });

  it("counts several hops from the right", () => {
    const twoHops = { trustProxy: true, hops: 2 } as const;
    // client → CDN (appends client) → load balancer (appends CDN) → us
    expect(
      clientAddress({ ...twoHops, peer: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.9, 192.0.2.50" }),
    ).toBe("203.0.113.9");
  });

  it("uses the socket when the chain is shorter than the hops or the entry is garbage", () => {
    const threeHops = { trustProxy: true, hops: 3 } as const;
    expect(clientAddress({ ...threeHops, peer: "10.0.0.2", forwardedFor: "203.0.113.9" })).toBe("10.0.0.2");
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "1.1.1.1, <script>" })).toBe(
      "10.0.0.2",
    );
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: undefined })).toBe("10.0.0.2");
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "" })).toBe("10.0.0.2");
  });

  it("reads bracketed and IPv4-mapped entries", () => {
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "[2001:db8::7]" })).toBe(
      "2001:db8::7",
    );
    expect(clientAddress({ ...proxied, peer: "10.0.0.2", forwardedFor: "::ffff:203.0.113.9" })).toBe(
      "203.0.113.9",
    );
  });
});
