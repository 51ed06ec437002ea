import { defineOperations } from "@/lib/openapi/operation";
import {
  automationParamsSchema,
  automationsResponseSchema,
  automationsSchema,
} from "@/lib/schemas/automation";

const tags = ["Automations"];
const path = "/v2/loyalty/programs/{programId}/automations";
const automations = { schema: automationsResponseSchema, name: "Automations" };
const notFound = { 404: "No such program for this merchant (another merchant's is reported the same way)" };
const HOW_THEY_RUN =
  "The background job runs them, once per member per occasion: `welcome` once, to members who joined after it was switched on (a CSV import greets its members only when it asks, `welcome: true`); `birthday` once a year, `daysBefore` days before the birthday in the program's time zone; `winBack` once per absence, `afterDays` days after the member's last scan (or joining). Each credits `points` through the ledger (source `automation`, reason `automation:<name>`) and sends `text` to that member alone as a message: `welcome` as a `service` message, `birthday` and `winBack` as `marketing` (only members whose marketing consent counts receive it; the points are credited either way). Erased, suspended and deleted members get nothing. `pointsExpiring` is stored and validated; its reminder runs with points expiry.";

export const AUTOMATION_OPERATIONS = defineOperations({
  getAutomations: {
    method: "get",
    path,
    summary: "Get a program's automations (welcome, birthday, win-back, points expiring)",
    description: `All disabled until set. ${HOW_THEY_RUN}`,
    tags,
    auth: "merchant",
    params: automationParamsSchema,
    success: { status: 200, description: "The program's automations", ...automations },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
  updateAutomations: {
    method: "put",
    path,
    summary: "Set a program's automations",
    description: `Replaces all four. An enabled automation needs its \`text\` (422 \`value_error\`). ${HOW_THEY_RUN}`,
    tags,
    auth: "merchant",
    params: automationParamsSchema,
    body: { schema: automationsSchema, name: "AutomationsUpdate" },
    success: { status: 200, description: "The stored automations", ...automations },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
});
