import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { User } from "@/lib/db/models/user";
import { createMerchantWithOwner, createStaffUser } from "@/lib/services/accounts/create-account";

export const SEED_DEFAULTS = {
  merchantName: "Demo Coffee Roasters",
  ownerEmail: "demo@example.com",
  ownerPassword: "demo-password-123",
  staffEmail: "support@example.com",
  staffPassword: "support-password-123",
} as const;

type SeedSettings = {
  merchantName: string;
  ownerEmail: string;
  ownerPassword: string;
  staffEmail: string;
  staffPassword: string;
};

export function seedSettingsFromEnv(env: NodeJS.ProcessEnv): SeedSettings {
  const settings = {
    merchantName: env.SEED_MERCHANT_NAME || SEED_DEFAULTS.merchantName,
    ownerEmail: env.SEED_OWNER_EMAIL || SEED_DEFAULTS.ownerEmail,
    ownerPassword: env.SEED_OWNER_PASSWORD || SEED_DEFAULTS.ownerPassword,
    staffEmail: env.SEED_STAFF_EMAIL || SEED_DEFAULTS.staffEmail,
    staffPassword: env.SEED_STAFF_PASSWORD || SEED_DEFAULTS.staffPassword,
  };
  const usesDefaultPassword =
    settings.ownerPassword === SEED_DEFAULTS.ownerPassword ||
    settings.staffPassword === SEED_DEFAULTS.staffPassword;
  if (env.NODE_ENV === "production" && usesDefaultPassword) {
    throw new Error(
      "Refusing to seed with default passwords in production: set SEED_OWNER_PASSWORD and SEED_STAFF_PASSWORD.",
    );
  }
  return settings;
}

/** Creates the demo merchant owner and a support user, once: does nothing when any user exists. */
export async function seedDemoAccounts(settings: SeedSettings): Promise<{ created: boolean }> {
  await connectToDatabase();
  if ((await User.estimatedDocumentCount()) > 0) return { created: false };
  try {
    await createMerchantWithOwner({
      merchantName: settings.merchantName,
      country: "DE",
      owner: { email: settings.ownerEmail, name: "Demo Owner", password: settings.ownerPassword },
    });
    await createStaffUser({
      email: settings.staffEmail,
      name: "Support Staff",
      password: settings.staffPassword,
    });
  } catch (error) {
    // Several app processes started at once on an empty database: another one seeded them first.
    if (isDuplicateKeyError(error)) return { created: false };
    throw error;
  }
  return { created: true };
}
