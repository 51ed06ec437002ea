import { describe, expect, it } from "vitest";
import { findUserCached, forgetCachedUser, userCacheMs } from "@/lib/auth/user-cache";
import { User } from "@/lib/db/models/user";
import { merchantWithToken } from "@/lib/testing/accounts";

describe("the per-process user cache", () => {
  it("serves a user read less than userCacheMs() ago and reads again after", async () => {
    const { userId } = await merchantWithToken();
    const t0 = Date.now();
    expect((await findUserCached(userId, t0))?.status).toBe("active");
    await User.updateOne({ _id: userId }, { $set: { status: "disabled" } });
    expect((await findUserCached(userId, t0 + userCacheMs() - 1))?.status).toBe("active");
    expect((await findUserCached(userId, t0 + userCacheMs()))?.status).toBe("disabled");
  });

  it("reads a user again at once after this process forgot them", async () => {
    const { userId } = await merchantWithToken();
    const t0 = Date.now();
    expect((await findUserCached(userId, t0))?.name).not.toBe("Renamed");
    await User.updateOne({ _id: userId }, { $set: { name: "Renamed" } });
    forgetCachedUser(userId);
    expect((await findUserCached(userId, t0 + 1))?.name).toBe("Renamed");
  });
});
