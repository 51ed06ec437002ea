"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { FieldErrors, FieldPath, UseFormReturn } from "react-hook-form";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { FieldIssue } from "@/components/programs/form-errors";
import { toProgramFormValues, toProgramPayload } from "@/components/programs/form-values";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import { saveProgram } from "@/components/programs/save-program";
import type { CreateProgramInput, ProgramFormValues } from "@/lib/schemas/program";

type ProgramForm = UseFormReturn<ProgramFormValues, unknown, CreateProgramInput>;

/**
 * Saving through the API: a create goes to the list, which confirms it and shows the new program; an edit stays,
 * says "Saved" and moves focus to that message (the busy button lost it). A 422 puts each message on the field
 * its `loc` names; anything else goes to the summary, which gets focus.
 */
export function useProgramSubmit({
  form,
  programId,
  t,
  onInvalid,
}: {
  form: ProgramForm;
  programId?: string;
  t: ProgramMessages;
  /** The form's own checks failed: nothing was sent. */
  onInvalid: (errors: FieldErrors<ProgramFormValues>) => void;
}) {
  const router = useRouter();
  const api = useApiMessages();
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [formIssues, setFormIssues] = useState<FieldIssue[]>([]);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const showIssues = (issues: FieldIssue[]) => {
    for (const issue of issues) {
      if (!issue.name) continue;
      form.setError(issue.name as FieldPath<ProgramFormValues>, { type: "server", message: issue.message });
    }
    setFormIssues(issues.filter((issue) => !issue.name));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormIssues([]);
    setSavedAt(null);
    const outcome = await saveProgram({ programId, payload: toProgramPayload(values), t, api });
    if (!outcome.ok) return showIssues(outcome.issues);
    if (!programId) {
      setIsLeaving(true);
      router.push(`/programs?created=${encodeURIComponent(outcome.program.id)}`);
      router.refresh();
      return;
    }
    form.reset(toProgramFormValues(outcome.program));
    setSavedAt(new Date());
    requestAnimationFrame(() => statusRef.current?.focus());
    router.refresh();
  }, onInvalid);

  return { onSubmit, summaryRef, statusRef, formIssues, savedAt, isLeaving };
}
