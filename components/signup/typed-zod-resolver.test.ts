import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import {
  EMPTY_SIGNUP_FORM,
  PASSWORD_MISMATCH,
  type SignupFormInput,
  signupFormSchema,
} from "./signup-form-schema";

const resolver = typedZodResolver(signupFormSchema);
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SignupFormInput>;
const resolve = (values: Partial<SignupFormInput>) =>
  resolver({ ...EMPTY_SIGNUP_FORM, ...values }, undefined, options);

describe("typedZodResolver with the signup form schema", () => {
  it("types errors with the API's Pydantic error types", async () => {
    const { errors } = await resolve({ email: "not-an-address", password: "short" });
    expect(errors.email?.type).toBe("value_error");
    expect(errors.password?.type).toBe("string_too_short");
    expect(errors.name?.type).toBe("string_too_short");
    expect(errors.consent?.tosAt?.type).toMatch(/^datetime_/);
  });

  it("reports a password mismatch while the later steps are still empty", async () => {
    const { errors } = await resolve({ password: "a-long-password", confirmPassword: "a-long-passw0rd" });
    expect(errors.confirmPassword?.type).toBe(PASSWORD_MISMATCH);
  });

  it("asks to repeat the password before comparing", async () => {
    const { errors } = await resolve({ password: "a-long-password" });
    expect(errors.confirmPassword?.type).toBe("too_small");
  });

  it("passes a complete form and hands back the API's values", async () => {
    const tickedAt = "2025-01-02T03:04:05.678Z";
    const { errors, values } = await resolve({
      email: "Ada@Example.COM",
      password: "a-long-password",
      confirmPassword: "a-long-password",
      name: "Ada",
      company: "Ada's Bakery",
      country: "DE",
      consent: { tosAt: tickedAt, dpaAt: tickedAt, privacyAt: tickedAt },
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ email: "Ada@example.com", password: "a-long-password" });
  });
});
