import { describe, expect, it } from "vitest";
import { fieldErrorKind, type TypedFieldError, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe("typedZodResolver", () => {
  it("types each error with its Pydantic kind and bounds, so forms word it in the page's language", async () => {
    const resolve = typedZodResolver(issueGiftCardSchema);
    const result = await resolve(
      { initialValue: "25.123", customerName: "x".repeat(500) } as never,
      undefined,
      OPTIONS,
    );
    const amount = result.errors.initialValue as TypedFieldError | undefined;
    expect(amount?.type).toBe("decimal_max_places");
    expect(amount?.ctx).toEqual({ decimal_places: 2 });
    expect(amount && fieldErrorKind(amount)).toEqual({
      type: "decimal_max_places",
      ctx: { decimal_places: 2 },
      msg: "Decimal input should have no more than 2 decimal places",
    });
    const name = result.errors.customerName as TypedFieldError | undefined;
    expect(name?.type).toBe("string_too_long");
    expect(name?.ctx).toMatchObject({ max_length: expect.any(Number) });
  });
});
