import { describe, expect, it } from "vitest";
import { networkOf } from "./network";

describe("the network of an address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["::ffff:203.0.113.7", "203.0.113.0/24"],
    ["::ffff:1.2.3.4", "1.2.3.0/24"],
    [" 10.0.0.1 ", "10.0.0.0/24"],
  ])("groups IPv4 %s by its /24: %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each([
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::1.2.3.4", "64:ff9b:0:0::/64"],
  ])("groups IPv6 %s by its /64: %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it("takes other prefix lengths from the settings", () => {
    expect(networkOf("203.0.113.7", { ipv4: 32, ipv6: 64 })).toBe("203.0.113.7/32");
    expect(networkOf("203.0.113.7", { ipv4: 20, ipv6: 64 })).toBe("203.0.112.0/20");
    expect(networkOf("203.0.113.7", { ipv4: 0, ipv6: 64 })).toBe("0.0.0.0/0");
    expect(networkOf("2001:db8:1:2ff::1", { ipv4: 24, ipv6: 56 })).toBe("2001:db8:1:200::/56");
    expect(networkOf("2001:db8:1:2::1", { ipv4: 24, ipv6: 48 })).toBe("2001:db8:1::/48");
    expect(networkOf("2001:db8::1", { ipv4: 24, ipv6: 128 })).toBe("2001:db8:0:0:0:0:0:1/128");
  });

  it("keeps anything it cannot read as it is", () => {
    expect(networkOf("unknown")).toBe("unknown");
    expect(networkOf("1:2:3")).toBe("1:2:3");
    expect(networkOf("300.1.1.1")).toBe("300.1.1.1");
  });
});
