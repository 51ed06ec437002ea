"use client";

import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { formatTime } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { BuilderPanels } from "@/components/programs/builder-panels";
import { type BuilderTabKey, builderTabsFor, kindOf, tabOfField } from "@/components/programs/builder-tabs";
import { ErrorSummary } from "@/components/programs/error-summary";
import { byFormOrder, fieldId } from "@/components/programs/field-labels";
import { type FieldIssue, flattenFormErrors } from "@/components/programs/form-errors";
import { applicableProgramValues, newProgramFormValues } from "@/components/programs/form-values";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import styles from "@/components/programs/program-builder.module.css";
import { programFormSchema } from "@/components/programs/program-form-schema";
import { programResolver } from "@/components/programs/program-resolver";
import { useProgramSubmit } from "@/components/programs/use-program-submit";
import { Button, ButtonLink } from "@/components/ui/button";
import { TabList } from "@/components/ui/tabs";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import type { CreateProgramInput, ProgramFormValues } from "@/lib/schemas/program";

type ProgramBuilderProps = (
  | {
      mode: "create";
      programId?: undefined;
      initialValues?: undefined;
      programType?: ProgramFormValues["programType"];
    }
  | { mode: "edit"; programId: string; initialValues: ProgramFormValues; programType?: undefined }
) & {
  /** The tab to open with (`?section=` in the address). */
  initialTab?: BuilderTabKey;
  /** The field to focus once the builder is shown (`?field=` in the address), in `initialTab`. */
  initialField?: string;
};

/** Focuses the control for a path, or the nearest enclosing one (e.g. a list) when the path has none. */
function focusField(name: string) {
  const parts = name.split(".");
  while (parts.length > 0) {
    const element = document.getElementById(fieldId(parts.join(".")));
    if (element) {
      element.focus();
      element.scrollIntoView({ block: "center" });
      return;
    }
    parts.pop();
  }
}

/**
 * Puts the open tab in the address (`?section=`) without a navigation. Next's router follows a replaceState
 * (it patches it) when the state carries none of its own marks; the unsaved-changes guard's mark on the entry is kept.
 */
function rememberTab(key: BuilderTabKey, isFirst: boolean) {
  const url = new URL(window.location.href);
  if (isFirst) url.searchParams.delete("section");
  else url.searchParams.set("section", key);
  const { __NA: _app, _N: _pages, ...state } = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState(state, "", url);
}

/** Checks only what the program's type and schema use (form-values.ts), with errors worded in the page's language. */
function useApplicableResolver(): Resolver<ProgramFormValues, unknown, CreateProgramInput> {
  const { language } = useLanguageChoice();
  // The resolver is made once; it reads the language of the moment, so errors follow a language switch.
  const currentLanguage = useRef(language);
  currentLanguage.current = language;
  const [resolver] = useState(() => {
    const resolve = programResolver(programFormSchema, () => currentLanguage.current);
    const applicable: Resolver<ProgramFormValues, unknown, CreateProgramInput> = (values, context, options) =>
      resolve(applicableProgramValues(values) as ProgramFormValues, context, options);
    return applicable;
  });
  return resolver;
}

/**
 * One form for creating and editing a program, in tabs that show only what the program's type and schema use;
 * the save bar, the error summary and the unsaved-changes guard cover every tab. The API's 422s land on the
 * fields they name; the summary opens a field's tab before focusing it.
 */
export function ProgramBuilder({
  mode,
  programId,
  initialValues,
  programType,
  initialTab,
  initialField,
}: ProgramBuilderProps) {
  const { language } = useLanguageChoice();
  const t = useMessages(PROGRAM_MESSAGES);
  const resolver = useApplicableResolver();
  const form = useForm<ProgramFormValues, unknown, CreateProgramInput>({
    resolver,
    defaultValues: initialValues ?? newProgramFormValues(programType),
    // The first error may sit on a hidden tab: onInvalid opens it first.
    shouldFocusError: false,
  });
  const [typeValue, schemaValue] = useWatch({ control: form.control, name: ["programType", "schema"] });
  const tabs = builderTabsFor(kindOf({ programType: typeValue, schema: schemaValue }));
  const [chosenTab, setChosenTab] = useState<BuilderTabKey>(initialTab ?? "identity");
  const activeTab = tabs.some((tab) => tab.key === chosenTab) ? chosenTab : "identity";

  const selectTab = (key: BuilderTabKey) => {
    setChosenTab(key);
    rememberTab(key, key === tabs[0]?.key);
  };
  // A link to one setting (the scanner's "change it here") lands on that field.
  useEffect(() => {
    if (initialField) focusField(initialField);
  }, [initialField]);
  const revealField = (name: string) => {
    const key = tabOfField(name);
    if (key && key !== activeTab) flushSync(() => selectTab(key));
    focusField(name);
  };
  const onInvalid = (errors: unknown) => {
    const [first] = flattenFormErrors(errors).sort(byFormOrder);
    if (first) revealField(first.name);
  };

  const { onSubmit, summaryRef, statusRef, formIssues, savedAt, isLeaving } = useProgramSubmit({
    form,
    programId,
    t,
    onInvalid,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const issues: FieldIssue[] = [...formIssues, ...flattenFormErrors(errors)].sort(byFormOrder);
  const isBusy = isSubmitting || isLeaving;
  useUnsavedChangesGuard(isDirty && !isBusy, t.unsavedChanges);
  const busyLabel = mode === "create" ? t.actions.creating : t.actions.saving;
  const idleLabel = mode === "create" ? t.actions.create : t.actions.save;

  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isBusy || undefined}>
        <ErrorSummary ref={summaryRef} issues={issues} onReveal={revealField} />
        <TabList
          label={t.tabs.label}
          idPrefix="builder"
          active={activeTab}
          onSelect={selectTab}
          tabs={tabs.map((tab) => {
            const count = issues.filter((issue) => tabOfField(issue.name) === tab.key).length;
            return {
              key: tab.key,
              label: t.tabs.titles[tab.key],
              badge: count > 0 ? { text: String(count), spoken: t.tabs.problems(count) } : undefined,
            };
          })}
        />
        <BuilderPanels tabs={tabs} activeTab={activeTab} onSelect={selectTab} />
        <div className={`form-actions form-actions--sticky ${styles.saveBar}`}>
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
