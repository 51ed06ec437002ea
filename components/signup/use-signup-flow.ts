import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type FieldErrors, get, useForm } from "react-hook-form";
import type { ApiProblem } from "@/components/api/parse-api-error";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { countryOfLocale } from "./country-options";
import { planFailure } from "./failure-plan";
import { useLanguage } from "./i18n/use-language";
import { useAnnouncer } from "./live-region";
import type { Problem } from "./problem";
import { type ActivatedAccount, submitSignup } from "./signup-api";
import {
  EMPTY_SIGNUP_FORM,
  type SignupFormInput,
  type SignupFormValues,
  signupFormSchema,
} from "./signup-form-schema";
import { type SignupRequest, toSignupRequest } from "./signup-request";
import { earliestStep, FORM_STEPS, nextStep, previousStep, STEP_FIELDS, type Step } from "./steps";
import { useCountdown } from "./use-countdown";
import { readStoredUtm, sessionStorageOrNull } from "./utm";

const resolver = typedZodResolver(signupFormSchema);

type PendingSignup = { pendingId: string; request: SignupRequest };

const readVisitUtm = () => {
  const storage = sessionStorageOrNull();
  return storage ? readStoredUtm(storage) : null;
};

const invalidFields = (errors: FieldErrors<SignupFormInput>) =>
  FORM_STEPS.flatMap((step) => STEP_FIELDS[step]).filter((field) => get(errors, field));

/** The wizard's state and actions: one form across the steps, the signup request, resend and sign-in. */
/** Where a newly activated merchant lands: the overview (which says to create a first program), welcomed. */
export const WELCOME_PATH = "/overview?welcome=1";

export function useSignupFlow() {
  const { language, t } = useLanguage();
  const router = useRouter();
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: EMPTY_SIGNUP_FORM,
  });
  const [step, setStep] = useState<Step>("account");
  const [pending, setPending] = useState<PendingSignup | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const retry = useCountdown();
  const { announcement, announce, silence } = useAnnouncer();
  // "Please correct the 3 highlighted fields." must not outlive the errors it counted.
  const [isCountingFields, setIsCountingFields] = useState(false);
  const announceFieldCount = (count: number) => {
    setIsCountingFields(true);
    announce(t.errors.checkFields(count));
  };
  const invalidCount = invalidFields(form.formState.errors).length;
  useEffect(() => {
    if (isCountingFields && invalidCount === 0) {
      setIsCountingFields(false);
      silence();
    }
  }, [isCountingFields, invalidCount, silence]);
  // A field flagged by "Continue" was never left, so react-hook-form's onTouched mode would not check it
  // again while it is corrected; marking it touched makes each keystroke clear a fixed error.
  const touchInvalid = () => {
    for (const field of FORM_STEPS.flatMap((formStep) => STEP_FIELDS[formStep])) {
      if (form.getFieldState(field).invalid)
        form.setValue(field, form.getValues(field), { shouldTouch: true });
    }
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { getValues, setValue } = form;

  useEffect(() => {
    const country = countryOfLocale(navigator.language);
    if (country && !getValues("country")) setValue("country", country);
  }, [getValues, setValue]);

  const goTo = (next: Step) => {
    flushSync(() => setStep(next));
    headingRef.current?.focus();
  };

  const showFailure = (failure: ApiProblem) => {
    const plan = planFailure(failure);
    for (const { field, type } of plan.fieldProblems) form.setError(field, { type });
    setProblem(plan.problem);
    if (plan.step && plan.step !== step) goTo(plan.step);
    if (plan.retryAfterSeconds !== null) {
      retry.start(plan.retryAfterSeconds);
      announce(t.errors.rateLimited(plan.retryAfterSeconds));
    } else if (plan.fieldProblems.length > 0) {
      touchInvalid();
      announceFieldCount(plan.fieldProblems.length);
    }
  };

  const createSignup = async (values: SignupFormValues) => {
    const request = toSignupRequest(values, readVisitUtm());
    const result = await submitSignup(request, language);
    if (!result.ok) return showFailure(result.problem);
    setPending({ pendingId: result.data.pendingId, request });
    goTo("inbox");
  };

  const showInvalid = (errors: FieldErrors<SignupFormInput>) => {
    const fields = invalidFields(errors);
    const target = earliestStep(fields);
    if (target && target !== step) goTo(target);
    touchInvalid();
    announceFieldCount(fields.length);
  };

  const submitStep = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === "inbox") return;
    setProblem(null);
    if (step === "consent") return form.handleSubmit(createSignup, showInvalid)(event);
    const isValid = await form.trigger(STEP_FIELDS[step], { shouldFocus: true });
    if (isValid) return goTo(nextStep(step));
    touchInvalid();
    announceFieldCount(STEP_FIELDS[step].filter((field) => form.getFieldState(field).invalid).length);
  };

  const goBack = () => {
    setProblem(null);
    goTo(step === "inbox" ? "account" : previousStep(step));
  };

  const resend = async (): Promise<boolean> => {
    if (!pending) return false;
    setProblem(null);
    const result = await submitSignup(pending.request, language);
    if (!result.ok) {
      showFailure(result.problem);
      return false;
    }
    setPending({ ...pending, pendingId: result.data.pendingId });
    return true;
  };

  const signInAndContinue = async (account: ActivatedAccount): Promise<boolean> => {
    const password = pending?.request.passwordHash ?? "";
    const result = await signIn("credentials", { email: account.email, password, redirect: false }).catch(
      () => null,
    );
    if (!result?.ok || result.error) {
      setProblem({ kind: "sign-in-failed" });
      return false;
    }
    router.replace(WELCOME_PATH);
    router.refresh();
    return true;
  };

  return {
    form,
    step,
    pending,
    problem,
    retrySeconds: retry.secondsLeft,
    announcement,
    headingRef,
    language,
    t,
    submitStep,
    goBack,
    resend,
    signInAndContinue,
  };
}
