import { defineOperations, type Operation } from "@/lib/openapi/operation";
import { PASS_PLACEHOLDERS, PLACEHOLDER_MEANINGS } from "@/lib/passes/placeholders";
import { giftCardParamsSchema } from "@/lib/schemas/giftcard";
import { memberParamsSchema } from "@/lib/schemas/member";
import { programIdParamsSchema } from "@/lib/schemas/program";
import { SUITABLE_PASS_KINDS } from "@/lib/schemas/program-template";

const tags = ["Apple Wallet"];

const pkpass = {
  status: 200,
  description: "The signed pass (a ZIP archive: pass.json, manifest.json, signature, images, pass.strings)",
  otherMediaTypes: {
    "application/vnd.apple.pkpass": { type: "string", contentMediaType: "application/vnd.apple.pkpass" },
  },
  headers: ["Content-Disposition"],
} as const satisfies Operation["success"];

const kinds = (kindsOf: readonly string[]) => kindsOf.map((kind) => `\`${kind}\``).join(" or ");

/** How a pass is made, said once for the three operations and the program's `templateId`. */
export const APPLE_PASS_DESCRIPTION = `The pass wears the program's template (\`templateId\`; without one, the newest template bound to the program that has a logo; without that, a plain default design with the program's name and the points or balance). Loyalty programs wear ${kinds(SUITABLE_PASS_KINDS.loyalty)} templates, gift-card programs ${kinds(SUITABLE_PASS_KINDS.giftcard)}. Template field values may hold placeholders, filled with live values: ${PASS_PLACEHOLDERS.map((name) => `\`{${name}}\` (${PLACEHOLDER_MEANINGS[name]})`).join(", ")}. The points field's \`changeMessage\` is the program's \`customPointsChangeMessage\` (\`{points}\` becomes the new value); without one, the service's own, naming the program's \`customPointsName\` when it has one (\`You now have %@ beans.\`, in German on a German phone), none when \`disableCustomPointsChangeMessage\`. \`barcodes\` carry the member number (a gift card: its card number, never the security code); \`serialNumber\` is \`member-<id>\` / \`giftcard-<id>\`, \`webServiceURL\` is \`<PUBLIC_BASE_URL>/v2/passkit\` with a per-pass \`authenticationToken\`; a gift card's \`expiresAt\` is the \`expirationDate\`. Images: every image of the template at each resolution under Apple's names (\`logo@2x.png\` …), the service's icon when the template has none; \`en.lproj\` and \`de.lproj\` \`pass.strings\`. Signed with the merchant's Pass Type ID certificate for the program's \`passTypeIdentifier\` (uploaded under /v2/wallet) when it can be used, else with the service's own certificate (the pass then carries the service's \`passTypeIdentifier\` and \`teamIdentifier\`), else with the service's development chain: a valid signature that no device trusts, said on the back of the pass. \`teamIdentifier\` is always the signing certificate's; \`GET /v2/wallet\` says which signs.`;

export const APPLE_WALLET_OPERATIONS = defineOperations({
  getMemberApplePass: {
    method: "get",
    path: "/v2/loyalty/programs/{programId}/members/{memberId}/pass",
    summary: "A member's Apple Wallet pass (.pkpass)",
    description: `${APPLE_PASS_DESCRIPTION} An erased member's pass is voided and shows no name, number, points or barcode.`,
    tags,
    auth: "merchant",
    params: memberParamsSchema,
    success: pkpass,
    errors: { 404: "No such member in this program for this merchant (deleted members too)" },
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
  getGiftCardApplePass: {
    method: "get",
    path: "/v2/giftcards/programs/{programId}/cards/{cardId}/pass",
    summary: "A gift card's Apple Wallet pass (.pkpass)",
    description: `${APPLE_PASS_DESCRIPTION} An erased or voided card's pass is voided and shows no number, balance or barcode.`,
    tags,
    auth: "merchant",
    params: giftCardParamsSchema,
    success: pkpass,
    errors: { 404: "No such card in this program for this merchant (deleted cards too)" },
    conflictCodes: ["PROGRAM_NOT_GIFTCARD"],
  },
  getSampleApplePass: {
    method: "get",
    path: "/v2/loyalty/programs/{programId}/pass/sample",
    summary: "A program's sample Apple Wallet pass (.pkpass)",
    description: `The program's pass (either type) for a made-up member (\`Alex Example\`, 120 points, the first tier the points reach) or gift card (25.00, valid for a year), to try the design on a phone. Nothing is stored: the sample has serial \`sample-<programId>\` and no web service, so it never updates. ${APPLE_PASS_DESCRIPTION}`,
    tags,
    auth: "merchant",
    params: programIdParamsSchema,
    success: pkpass,
    errors: { 404: "No such program for this merchant" },
  },
});
