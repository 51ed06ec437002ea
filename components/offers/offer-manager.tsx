"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { type OfferAction, OfferList } from "@/components/offers/offer-list";
import { templateProblemText } from "@/components/templates/error-text";
import { useTemplateMessages } from "@/components/templates/i18n/use-template-messages";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { FormSection } from "@/components/ui/form-section";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import type { OfferDto } from "@/lib/schemas/offer";

type OfferFormValues = { name: string; pointsCost: string; startDate: string; endDate: string };
/** Actions that cannot be undone ask first. */
type AskedAction = { offer: OfferDto; action: "cancel" | "delete" };

/** Blank → null; whole numbers as numbers; anything else is refused in the form (see onCreate). */
const pointsOf = (text: string): number | null | undefined =>
  text.trim() === "" ? null : /^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined;
/** `datetime-local` has no zone: read it as the merchant's local time. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * A program's offers: create a draft, publish, cancel, delete, and open its card images. Each action answers in
 * the notice region above the table (components/ui/notice); cancel and delete ask first.
 */
export function OfferManager({ programId, offers }: { programId: string; offers: OfferDto[] }) {
  const t = useTemplateMessages();
  const api = useApiMessages();
  const router = useRouter();
  const form = useForm<OfferFormValues>({
    defaultValues: { name: "", pointsCost: "", startDate: "", endDate: "" },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = () => startTransition(() => router.refresh());

  const onCreate = form.handleSubmit(async (values) => {
    clear();
    const pointsCost = pointsOf(values.pointsCost);
    if (pointsCost === undefined) {
      setErrors({ pointsCost: issueText({ type: "int_parsing" }, api) });
      return;
    }
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/offers", {
        params: { path: { programId } },
        body: {
          name: values.name,
          pointsCost,
          startDate: toIso(values.startDate),
          endDate: toIso(values.endDate),
        },
      }),
    );
    if (result.ok) {
      setErrors({});
      form.reset();
      show("success", t.offers.notices.created(values.name));
      refresh();
      return;
    }
    const { problem } = result;
    if (problem.issues.length === 0) {
      show("error", templateProblemText(problem, t, api));
      return;
    }
    // Worded in the page's language by the error's kind; the one rule the API words itself is the date order.
    setErrors(
      Object.fromEntries(
        problem.issues.map((issue) => {
          const field = fieldOf(issue);
          const isDateOrder = field === "endDate" && issue.type === "value_error";
          return [field, isDateOrder ? t.errors.endAfterStart : issueText(issue, api)];
        }),
      ),
    );
  });

  const act = async (offer: OfferDto, action: OfferAction) => {
    setBusyId(offer.id);
    const params = { path: { programId, offerId: offer.id } };
    const result = await callApi(
      action === "delete"
        ? apiClient.DELETE("/v2/loyalty/programs/{programId}/offers/{offerId}", { params })
        : action === "publish"
          ? apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/publish", { params })
          : apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/cancel", { params }),
    );
    setBusyId(null);
    setAsking(null);
    if (!result.ok) {
      show("error", templateProblemText(result.problem, t, api));
    } else {
      const isScheduled = (result.data as Partial<OfferDto> | undefined)?.status === "SCHEDULED";
      const outcome = {
        publish: isScheduled ? "scheduled" : "published",
        cancel: "cancelled",
        delete: "deleted",
      } as const;
      show("success", t.offers.notices[outcome[action]](offer.name));
    }
    refresh();
  };

  const dialog = asking && (asking.action === "cancel" ? t.offers.cancelDialog : t.offers.deleteDialog);

  return (
    <>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {offers.length === 0 ? (
        <p className="muted">{t.offers.empty}</p>
      ) : (
        <OfferList
          programId={programId}
          offers={offers}
          busyId={busyId}
          onAction={(offer, action) =>
            action === "publish" ? void act(offer, action) : setAsking({ offer, action })
          }
        />
      )}
      <form className="form" onSubmit={onCreate} noValidate>
        <FormSection title={t.offers.create}>
          <div className="form-grid">
            <Field id="offer-name" label={t.offers.name} isRequired error={errors.name}>
              {(control) => <input className="input" {...control} {...form.register("name")} />}
            </Field>
            <Field id="offer-points" label={t.offers.pointsCost} error={errors.pointsCost}>
              {(control) => (
                <input className="input" inputMode="numeric" {...control} {...form.register("pointsCost")} />
              )}
            </Field>
            <Field id="offer-start" label={t.offers.startDate} error={errors.startDate}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register("startDate")} />
              )}
            </Field>
            <Field id="offer-end" label={t.offers.endDate} error={errors.endDate}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register("endDate")} />
              )}
            </Field>
          </div>
        </FormSection>
        <div className="form-actions">
          <Button type="submit" isBusy={form.formState.isSubmitting}>
            {t.offers.create}
          </Button>
        </div>
      </form>
      {asking && dialog && (
        <ConfirmDialog
          title={dialog.title(asking.offer.name)}
          confirmLabel={dialog.confirm}
          cancelLabel={dialog.keep}
          isBusy={busyId === asking.offer.id}
          onCancel={() => setAsking(null)}
          onConfirm={() => void act(asking.offer, asking.action)}
        >
          <p>{dialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
