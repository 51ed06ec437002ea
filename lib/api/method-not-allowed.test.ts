import { describe, expect, it } from "vitest";
import * as programRoute from "@/app/v2/loyalty/programs/[programId]/route";

describe("methods a route does not serve", () => {
  it("answer 405 with FastAPI's body and an Allow header naming the served methods", async () => {
    const response = programRoute.DELETE();
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ detail: "Method Not Allowed" });
    expect(response.headers.get("allow")).toBe("GET, PUT");
  });
});
