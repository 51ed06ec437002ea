import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as createAppKey } from "@/app/v2/appkeys/route";
import { POST as archiveProgram } from "@/app/v2/loyalty/programs/[programId]/archive/route";
import { POST as duplicateProgram } from "@/app/v2/loyalty/programs/[programId]/duplicate/route";
import {
  DELETE as deleteProgram,
  GET as getProgram,
  PUT as updateProgram,
} from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as unarchiveProgram } from "@/app/v2/loyalty/programs/[programId]/unarchive/route";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as activateSignup } from "@/app/v2/signup/pending/[pendingId]/activate/route";
import { POST as submitSignup } from "@/app/v2/signup/pending/route";
import { POST as issueToken, GET as whoAmI } from "@/app/v2/token/route";
import { resolveDashboardMerchant } from "@/components/dashboard/dashboard-merchant";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { merchantWithToken, staffWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { pushedDownKey, queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";
import { latestVerificationCode, uniqueClientIp, validSignup } from "@/lib/testing/signup";

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/**
 * Runs every hot path of the API through its route handler while recording the queries mongoose sends, then
 * asks FerretDB to explain each one: a filter it cannot push down to PostgreSQL would read and decode every
 * merchant's documents. Adding an `$or`, a regex or a two-level key to a hot query makes this fail.
 */
describe.skipIf(!isEmbedded)("hot queries are pushed down to the embedded database", () => {
  beforeAll(async () => {
    const account = await merchantWithToken();
    recording = recordQueries();
    const auth = { token: account.token };
    const form = new URLSearchParams({ username: account.email, password: TEST_PASSWORD }).toString();
    expect(
      (
        await callRoute(issueToken, {
          body: form,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(whoAmI, auth)).status).toBe(200);
    const created = await callRoute(createProgram, {
      ...auth,
      json: { passTypeIdentifier: "pass.com.example.hot", name: "Hot path" },
    });
    expect(created.status).toBe(201);
    const programId = (created.data as { id: string }).id;
    expect((await callRoute(listPrograms, { ...auth, path: "/v2/loyalty/programs?q=hot" })).status).toBe(200);
    expect((await callRoute(getProgram, { ...auth, params: { programId } })).status).toBe(200);
    const renamed = await callRoute(updateProgram, {
      ...auth,
      method: "PUT",
      params: { programId },
      json: { name: "Renamed" },
    });
    expect(renamed.status).toBe(200);
    // Issue 11: the list's sort and status filter, and the lifecycle actions.
    const listed = await callRoute(listPrograms, {
      ...auth,
      path: "/v2/loyalty/programs?status=archived&sort=name",
    });
    expect(listed.status).toBe(200);
    const action = (handler: typeof archiveProgram) =>
      callRoute(handler, { ...auth, method: "POST", params: { programId } });
    expect((await action(archiveProgram)).status).toBe(200);
    expect((await action(unarchiveProgram)).status).toBe(200);
    const copy = await action(duplicateProgram);
    expect(copy.status).toBe(201);
    const deleted = await callRoute(deleteProgram, {
      ...auth,
      method: "DELETE",
      params: { programId: (copy.data as { id: string }).id },
    });
    expect(deleted.status).toBe(204);

    // Issue 19: a partner's app key (looked up by its hash) and a creating POST with an Idempotency-Key,
    // claimed, completed and replayed.
    const appKey = await callRoute(createAppKey, { ...auth, json: { name: "Hot partner" } });
    expect(appKey.status).toBe(201);
    const partner = {
      token: (appKey.data as { token: string }).token,
      headers: { "idempotency-key": "hot-1" },
    };
    const hotProgram = { passTypeIdentifier: "pass.com.example.hot", name: "Partner's" };
    for (let i = 0; i < 2; i++)
      expect((await callRoute(createProgram, { ...partner, json: hotProgram })).status).toBe(201);
    expect((await callRoute(listPrograms, { ...partner, path: "/v2/loyalty/programs" })).status).toBe(200);

    const signup = validSignup();
    const clientIp = { [CLIENT_IP_HEADER]: uniqueClientIp() };
    const pending = await callRoute(submitSignup, { json: signup, headers: clientIp });
    expect(pending.status).toBe(201);
    const pendingId = (pending.data as { pendingId: string }).pendingId;
    // The e-mail leaves through the outbox worker, whose scan of the pending rows is not a request's path.
    const code = await recording.unrecorded(() => latestVerificationCode(signup.email));
    const activated = await callRoute(activateSignup, {
      params: { pendingId },
      json: { code, password: signup.passwordHash },
      headers: clientIp,
    });
    expect(activated.status).toBe(200);

    // Every dashboard page a staff member opens resolves the merchant they act for (and its owner).
    const staff = await staffWithToken();
    const staffUser = { id: staff.userId, email: staff.email, name: "Support", role: "staff" as const };
    const acting = await resolveDashboardMerchant({
      user: { ...staffUser, merchantId: null, merchantName: null },
      chosen: account.merchantId,
    });
    expect(acting.merchant?.ownerEmail).toBe(account.email);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every hot path", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections].sort()).toEqual(
      expect.arrayContaining(["app_keys", "counted_events", "idempotency_keys", "programs", "users"]),
    );
    expect(recording.captured.length).toBeGreaterThan(8);
  });

  it("has FerretDB push every recorded filter down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });

  it("tells a narrowing filter from one that would scan every merchant's rows", async () => {
    const merchantId = new mongoose.Types.ObjectId();
    expect(await pushedDownKey("programs", { merchantId })).toBe("merchantId");
    expect(await pushedDownKey("programs", { merchantId, $or: [{ name: "a" }, { name: "b" }] })).toBe(
      "merchantId",
    );
    expect(await pushedDownKey("programs", { merchantId: { $in: [merchantId] } })).toBeNull();
    expect(await pushedDownKey("programs", { $or: [{ merchantId }, { name: "b" }] })).toBeNull();
    // Pushed down, but on a key no index serves: every merchant's rows would be read.
    expect(await pushedDownKey("programs", { name: "Renamed" })).toBeNull();
    expect(await pushedDownKey("users", { "signup.company": "x" })).toBeNull();
  });
});
