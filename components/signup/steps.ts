import type { SignupErrorCode } from "@/lib/schemas/signup";

export const FORM_STEPS = ["account", "company", "consent"] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type Step = FormStep | "inbox";

export const STEP_COUNT = FORM_STEPS.length + 1;

export const STEP_FIELDS = {
  account: ["email", "password", "confirmPassword"],
  company: ["name", "company", "country"],
  consent: ["consent.tosAt", "consent.dpaAt", "consent.privacyAt"],
} as const satisfies Record<FormStep, readonly string[]>;

export type SignupField = (typeof STEP_FIELDS)[FormStep][number];

const SIGNUP_FIELDS: readonly string[] = FORM_STEPS.flatMap((step) => STEP_FIELDS[step]);

export const isSignupField = (path: string): path is SignupField => SIGNUP_FIELDS.includes(path);

/** Where each 400 code of POST /v2/signup/pending sends the visitor back to. */
export const CODE_STEPS: Partial<Record<SignupErrorCode, FormStep>> = {
  EMAIL_ALREADY_REGISTERED: "account",
  DISPOSABLE_EMAIL_DOMAIN: "account",
  INVALID_COUNTRY: "company",
  CONSENT_TIMESTAMP_IN_FUTURE: "consent",
  INVALID_CONSENT_IP: "consent",
};

export const stepNumber = (step: Step): number =>
  step === "inbox" ? STEP_COUNT : FORM_STEPS.indexOf(step) + 1;

export function nextStep(step: FormStep): Step {
  return FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? "inbox";
}

export function previousStep(step: FormStep): FormStep {
  return FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? step;
}

/** The step showing a form path: its own field, or any other part of `consent` (such as `consent.ip`). */
export function stepOfPath(path: string): FormStep | null {
  const step = FORM_STEPS.find((candidate) => STEP_FIELDS[candidate].some((field) => field === path));
  if (step) return step;
  return path === "consent" || path.startsWith("consent.") ? "consent" : null;
}

/** The earliest step among the paths, so the visitor fixes problems in the order they met the fields. */
export function earliestStep(paths: readonly string[]): FormStep | null {
  const steps = new Set(paths.map(stepOfPath));
  return FORM_STEPS.find((step) => steps.has(step)) ?? null;
}
