import { describe, expect, it } from "vitest";
import { pendingSignupSchema } from "@/lib/schemas/signup";
import { toSignupRequest } from "./signup-request";

const values = {
  email: "ada@example.com",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  name: "Ada Baker",
  company: "Ada's Bakery",
  country: "DE",
  consent: {
    tosAt: new Date("2025-01-02T03:04:05.000Z"),
    dpaAt: new Date("2025-01-02T03:04:06.000Z"),
    privacyAt: new Date("2025-01-02T03:04:07.000Z"),
  },
};

describe("toSignupRequest", () => {
  it("sends the password as passwordHash, the consent times as ISO strings, and no confirmation", () => {
    const body = toSignupRequest(values, null);
    expect(body).toEqual({
      email: "ada@example.com",
      passwordHash: "a-long-password",
      name: "Ada Baker",
      company: "Ada's Bakery",
      country: "DE",
      consent: {
        tosAt: "2025-01-02T03:04:05.000Z",
        dpaAt: "2025-01-02T03:04:06.000Z",
        privacyAt: "2025-01-02T03:04:07.000Z",
      },
    });
    expect(pendingSignupSchema.safeParse(body).success).toBe(true);
  });

  it("adds the UTM values when the visit has them", () => {
    const utm = { source: "newsletter", medium: null, campaign: "launch" };
    const body = toSignupRequest(values, utm);
    expect(body.utm).toEqual(utm);
    expect(pendingSignupSchema.safeParse(body).success).toBe(true);
  });
});
