import { describe, expect, it } from "vitest";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { verifyLogin } from "@/lib/services/auth/sign-in";
import { SEED_DEFAULTS, seedDemoAccounts, seedSettingsFromEnv } from "./seed-demo";

describe("seedSettingsFromEnv", () => {
  it("uses the documented development defaults", () => {
    expect(seedSettingsFromEnv({ NODE_ENV: "development" })).toEqual({ ...SEED_DEFAULTS });
  });

  it("refuses default passwords in production", () => {
    expect(() => seedSettingsFromEnv({ NODE_ENV: "production" })).toThrow(/default passwords/);
    expect(() =>
      seedSettingsFromEnv({ NODE_ENV: "production", SEED_OWNER_PASSWORD: "a-real-secret-1" }),
    ).toThrow(/default passwords/);
    expect(
      seedSettingsFromEnv({
        NODE_ENV: "production",
        SEED_OWNER_PASSWORD: "a-real-secret-1",
        SEED_STAFF_PASSWORD: "a-real-secret-2",
      }),
    ).toMatchObject({ ownerPassword: "a-real-secret-1", staffPassword: "a-real-secret-2" });
  });
});

describe("seedDemoAccounts", () => {
  it("creates a demo owner with a merchant and a staff user once, who can sign in", async () => {
    const settings = seedSettingsFromEnv({ NODE_ENV: "test", SEED_OWNER_EMAIL: "Seed.Owner@Example.com" });
    expect(await seedDemoAccounts(settings)).toEqual({ created: true });
    expect(await seedDemoAccounts(settings)).toEqual({ created: false });
    expect(await User.countDocuments()).toBe(2);
    const owner = await verifyLogin({
      email: "seed.owner@example.com",
      password: SEED_DEFAULTS.ownerPassword,
      clientIp: null,
    });
    expect(owner).toMatchObject({ role: "owner", status: "active" });
    expect(await Merchant.findById(owner?.merchantId).lean()).toMatchObject({
      name: SEED_DEFAULTS.merchantName,
    });
    const staff = await verifyLogin({
      email: SEED_DEFAULTS.staffEmail,
      password: SEED_DEFAULTS.staffPassword,
      clientIp: null,
    });
    expect(staff).toMatchObject({ role: "staff", merchantId: null });
  });
});
