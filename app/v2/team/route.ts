import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { listTeam } from "@/lib/services/team/list-team";

// GET /v2/team — the merchant's active people and their roles
export const GET = withApi(TEAM_OPERATIONS.listTeamMembers, async ({ merchantId }) =>
  Response.json(await listTeam({ merchantId })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
