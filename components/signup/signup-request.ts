import type { z } from "zod";
import type { pendingSignupSchema } from "@/lib/schemas/signup";
import type { SignupFormValues } from "./signup-form-schema";
import type { Utm } from "./utm";

export type SignupRequest = z.input<typeof pendingSignupSchema> & {
  consent: { tosAt: string; dpaAt: string; privacyAt: string };
};

/** The body of POST /v2/signup/pending from the wizard's checked values and the visit's first-touch UTM. */
export function toSignupRequest(values: SignupFormValues, utm: Utm | null): SignupRequest {
  const { email, password, name, company, country, consent } = values;
  return {
    email,
    passwordHash: password,
    name,
    company,
    country,
    consent: {
      tosAt: consent.tosAt.toISOString(),
      dpaAt: consent.dpaAt.toISOString(),
      privacyAt: consent.privacyAt.toISOString(),
    },
    ...(utm && { utm }),
  };
}
