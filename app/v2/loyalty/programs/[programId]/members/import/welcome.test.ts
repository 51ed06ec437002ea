import { beforeAll, describe, expect, it } from "vitest";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { PassMessage } from "@/lib/db/models/pass-message";
import { automationsSchema } from "@/lib/schemas/automation";
import { updateAutomations } from "@/lib/services/automations/program-automations";
import { runProgramAutomations } from "@/lib/services/automations/run-automations";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { POST } from "./route";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
beforeAll(async () => {
  owner = await merchantWithToken("Welcome Importer");
});

const unique = () => Math.random().toString(36).slice(2, 10);

describe("the welcome automation and the CSV import", () => {
  it("greets imported members only when the batch asks (welcome: true)", async () => {
    const { id: programId } = await loyaltyProgram(owner.merchantId);
    const input = automationsSchema.parse({
      welcome: { enabled: true, text: "Welcome", points: 10 },
      birthday: {},
      winBack: {},
      pointsExpiring: {},
    });
    await updateAutomations({
      merchantId: owner.merchantId,
      programId,
      input,
      now: () => new Date(Date.now() - 60_000),
    });
    const importRows = async (json: Record<string, unknown>) => {
      const response = await callRoute(POST, { params: { programId }, json, token: owner.token });
      expect(response.status, response.text).toBe(200);
      return (response.data as { results: { memberId: string }[] }).results.map((result) => result.memberId);
    };
    const [quiet] = await importRows({ rows: [{ email: `quiet-${unique()}@example.com` }] });
    const [greeted] = await importRows({
      rows: [{ email: `greeted-${unique()}@example.com` }],
      welcome: true,
    });
    expect(await runProgramAutomations({ programId })).toBe(1);
    const welcomed = async (memberId: string | undefined) => ({
      credits: await MemberPointsEntry.countDocuments({ memberId, source: "automation" }),
      messages: await PassMessage.countDocuments({ "audience.memberIds": [memberId] }),
    });
    expect(await welcomed(greeted)).toEqual({ credits: 1, messages: 1 });
    expect(await welcomed(quiet)).toEqual({ credits: 0, messages: 0 });
  });
});
