import { createProgramSchema } from "@/lib/schemas/program";
import { createProgram } from "@/lib/services/programs/create-program";

/** A gift-card program of the merchant, created through the real service. */
export async function giftCardProgram(merchantId: string, overrides: Record<string, unknown> = {}) {
  const input = createProgramSchema.parse({
    passTypeIdentifier: "pass.com.example.gift",
    name: "Gift Cards",
    programType: "giftcard",
    ...overrides,
  });
  return createProgram({ merchantId, input });
}
