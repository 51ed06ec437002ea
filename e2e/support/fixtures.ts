import { test as base } from "@playwright/test";
import { createMerchant, type Merchant, SIGNED_OUT, STAFF, type StorageState, sessionOf } from "./merchants";

export { expect } from "@playwright/test";
export { SIGNED_OUT, STAFF } from "./merchants";

/**
 * One merchant per spec file and worker, signed up through the API the first time a test of the file asks for
 * it, and signed in once: its session starts every page of the file's tests. Tests of one file that run on the
 * other worker get a merchant of their own, so no two tests running at the same time ever share one.
 */
class SpecAccounts {
  private readonly merchants = new Map<string, Promise<Merchant>>();
  private readonly sessions = new Map<string, Promise<StorageState>>();

  merchantOf(specFile: string): Promise<Merchant> {
    let merchant = this.merchants.get(specFile);
    if (!merchant) {
      const label = `E2E ${specFile.replace(/^.*\//, "").replace(/\.spec\.ts$/, "")}`;
      merchant = createMerchant({ label });
      this.merchants.set(specFile, merchant);
    }
    return merchant;
  }

  /** The dashboard session of an account, signed in once per worker. */
  sessionOf(account: { email: string; password: string }): Promise<StorageState> {
    let session = this.sessions.get(account.email);
    if (!session) {
      session = sessionOf(account);
      this.sessions.set(account.email, session);
    }
    return session;
  }
}

// Module state is per worker process: each Playwright worker loads this file once.
const accounts = new SpecAccounts();

type SignedInAs = "merchant" | "staff" | "nobody";

type Fixtures = {
  /** Whose session the test's pages start with: the spec's merchant (default), the seeded staff user, or none. */
  signedInAs: SignedInAs;
  /** The spec's own merchant (see SpecAccounts); `merchant.accessToken` is its bearer token for the `/v2` API. */
  merchant: Merchant;
  /** The spec's merchant's dashboard session, for a browser context of the merchant's own. */
  merchantSession: StorageState;
};

export const test = base.extend<Fixtures>({
  signedInAs: ["merchant", { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  merchant: async ({}, use, testInfo) => {
    await use(await accounts.merchantOf(testInfo.file));
  },
  merchantSession: async ({ merchant }, use) => {
    await use(await accounts.sessionOf(merchant));
  },
  storageState: async ({ signedInAs }, use, testInfo) => {
    if (signedInAs === "nobody") return use(SIGNED_OUT);
    const account = signedInAs === "staff" ? STAFF : await accounts.merchantOf(testInfo.file);
    await use(await accounts.sessionOf(account));
  },
});
