import { defineOperations } from "@/lib/openapi/operation";
import { OVERVIEW_LIMITS, overviewQuerySchema, overviewResponseSchema } from "@/lib/schemas/overview";

/** Issue 21: the dashboard's overview, for partners too. */
export const OVERVIEW_OPERATIONS = defineOperations({
  getOverview: {
    method: "get",
    path: "/v2/overview",
    summary: "The merchant's numbers over the last days",
    description: `What the dashboard's overview shows: programs and members as they are now, each day's new members, scans, points given, offers redeemed, gift cards sold and passes installed or removed over the last \`days\` UTC days (default ${OVERVIEW_LIMITS.defaultDays}, at most ${OVERVIEW_LIMITS.maxDays}; today is the last and still counting), with the total of the as many days before for comparison, and per currency the gift-card value sold and redeemed and the balance the cards hold today. Changes are counted when they happen, so changes made before the overview existed are not in the daily figures. With \`locationId\` (issue 30) the daily figures — scans, points given, offers redeemed, gift-card value redeemed — count only what happened at that location (changes that name it: scans, redemptions, adjustments, gift-card redemptions; joins, passes, sales and reloads name none, so they read 0), while programs, members and outstanding balances stay the merchant's; another merchant's location answers 404. A key limited to some templates cannot call it (403 \`APP_KEY_OUTSIDE_TEMPLATES\`).`,
    tags: ["Overview"],
    auth: "merchant",
    query: overviewQuerySchema,
    success: { status: 200, description: "The numbers", schema: overviewResponseSchema, name: "Overview" },
    errors: { 404: "No such location for this merchant" },
  },
});
