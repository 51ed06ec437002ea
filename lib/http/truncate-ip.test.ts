import { describe, expect, it } from "vitest";
import { truncateIp } from "./truncate-ip";

describe("truncateIp", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["10.1.2.3", "10.1.2.0"],
    ["::ffff:198.51.100.200", "198.51.100.0"],
    ["2001:db8:abcd:12::1", "2001:db8:abcd::"],
    ["2001:0DB8:ABCD:0012:0000:0000:0000:0001", "2001:db8:abcd::"],
    ["2001:db8::1", "2001:db8::"],
    ["::1", "::"],
    ["fe80:1:0:0:2:3:4:5", "fe80:1::"],
    ["2001:db8:0:1:2:3:4:5", "2001:db8::"],
    ["1:2:3:4:5:6:7:8", "1:2:3::"],
    ["64:ff9b::192.0.2.33", "64:ff9b::"],
  ])("%s → %s", (input, expected) => {
    expect(truncateIp(input)).toBe(expected);
  });

  it.each(["", "999.1.1.1", "1.2.3", "2001:db8:::1", "example.com", "1.2.3.4/24"])("rejects %j", (input) => {
    expect(truncateIp(input)).toBeNull();
  });
});
