import { expect } from "vitest";
import { GET as getMemberPass } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route";
import { type OpenedPass, openPass } from "@/lib/testing/pkpass";

/**
 * A member's `.pkpass` through `GET …/members/{memberId}/pass`, called as Next calls the route, asserted 200 and
 * opened (the caller closes it with `closePass`).
 */
export async function downloadMemberPass({
  token,
  programId,
  memberId,
}: {
  token: string;
  programId: string;
  memberId: string;
}): Promise<OpenedPass> {
  const request = new Request("http://localhost/v2/pass", { headers: { authorization: `Bearer ${token}` } });
  const response = await getMemberPass(request, { params: Promise.resolve({ programId, memberId }) });
  expect(response.status).toBe(200);
  return openPass(Buffer.from(await response.arrayBuffer()));
}
