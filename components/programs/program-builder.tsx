"use client";

import { useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { formatTime } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { BuilderSectionNav } from "@/components/programs/builder-section-nav";
import { ContactSection } from "@/components/programs/contact-section";
import { CustomFieldsEditor } from "@/components/programs/custom-fields-editor";
import { ErrorSummary } from "@/components/programs/error-summary";
import { byFormOrder } from "@/components/programs/field-labels";
import { flattenFormErrors } from "@/components/programs/form-errors";
import { newProgramFormValues } from "@/components/programs/form-values";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import { IdentitySection } from "@/components/programs/identity-section";
import { PointsSection } from "@/components/programs/points-section";
import { programFormSchema } from "@/components/programs/program-form-schema";
import { programResolver } from "@/components/programs/program-resolver";
import { RetentionSection } from "@/components/programs/retention-section";
import { ScannerSection } from "@/components/programs/scanner-section";
import { useProgramSubmit } from "@/components/programs/use-program-submit";
import { Button, ButtonLink } from "@/components/ui/button";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import type { CreateProgramInput, ProgramFormValues } from "@/lib/schemas/program";

type ProgramBuilderProps =
  | {
      mode: "create";
      programId?: undefined;
      initialValues?: undefined;
      programType?: ProgramFormValues["programType"];
    }
  | { mode: "edit"; programId: string; initialValues: ProgramFormValues; programType?: undefined };

/** One form for creating and editing a program; the API's 422s land on the fields they name. */
export function ProgramBuilder({ mode, programId, initialValues, programType }: ProgramBuilderProps) {
  const { language } = useLanguageChoice();
  const t = PROGRAM_MESSAGES[language];
  // The resolver is made once; it reads the language of the moment, so errors follow a language switch.
  const currentLanguage = useRef(language);
  currentLanguage.current = language;
  const form = useForm<ProgramFormValues, unknown, CreateProgramInput>({
    resolver: programResolver(programFormSchema, () => currentLanguage.current),
    defaultValues: initialValues ?? newProgramFormValues(programType),
  });
  const { onSubmit, summaryRef, statusRef, formIssues, savedAt, isLeaving } = useProgramSubmit({
    form,
    programId,
    t,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const issues = [...formIssues, ...flattenFormErrors(errors)].sort(byFormOrder);
  const isBusy = isSubmitting || isLeaving;
  useUnsavedChangesGuard(isDirty && !isBusy, t.unsavedChanges);
  const busyLabel = mode === "create" ? t.actions.creating : t.actions.saving;
  const idleLabel = mode === "create" ? t.actions.create : t.actions.save;

  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isBusy || undefined}>
        <ErrorSummary ref={summaryRef} issues={issues} />
        <BuilderSectionNav />
        <IdentitySection />
        <ContactSection />
        <PointsSection />
        <ScannerSection />
        <CustomFieldsEditor />
        <RetentionSection />
        <div className="form-actions form-actions--sticky">
          <Button type="submit" isBusy={isBusy}>
            {isBusy ? busyLabel : idleLabel}
          </Button>
          <ButtonLink href="/programs" variant="secondary">
            {mode === "create" ? t.actions.cancel : t.actions.back}
          </ButtonLink>
          <p className="form-status form-status--success" role="status" tabIndex={-1} ref={statusRef}>
            {savedAt && !isDirty ? t.actions.savedAt(formatTime(savedAt, language)) : ""}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
