import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

// Issue 27: a program's time zone, the one its passes read dates in (decision 030).

let token: string;
beforeAll(async () => {
  ({ token } = await merchantWithToken("Zone Café"));
});

const create = (json: Record<string, unknown>) =>
  callRoute(createProgram, { token, json: { passTypeIdentifier: "pass.zone", name: "Zone", ...json } });

describe("a program's timeZone", () => {
  it("is an IANA name, stored and answered; null clears it", async () => {
    const created = await create({ timeZone: "Europe/Berlin" });
    expect(created.status).toBe(201);
    const program = created.data as { id: string; timeZone: string | null };
    expect(program.timeZone).toBe("Europe/Berlin");
    const cleared = await callRoute(updateProgram, {
      method: "PUT",
      token,
      params: { programId: program.id },
      json: { timeZone: null },
    });
    expect(cleared.status).toBe(200);
    expect((cleared.data as { timeZone: unknown }).timeZone).toBeNull();
  });

  it("an unknown zone is a 422 value_error at body.timeZone, and nothing is stored", async () => {
    const answer = await create({ name: "Nowhere", timeZone: "Mars/Olympus_Mons" });
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body", "timeZone"],
          msg: "Value error, Unknown time zone; use an IANA name such as Europe/Berlin",
          input: "Mars/Olympus_Mons",
          ctx: { error: {} },
        },
      ],
    });
  });
});
