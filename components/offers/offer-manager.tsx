"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import { fieldNameFromLoc } from "@/components/programs/api-errors";
import { programErrorText } from "@/components/programs/error-text";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { useTemplateMessages } from "@/components/templates/i18n/use-template-messages";
import { errorMessageOf } from "@/components/templates/upload-image";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { FormSection } from "@/components/ui/form-section";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { OfferDto } from "@/lib/schemas/offer";
import styles from "../templates/templates.module.css";

type OfferFormValues = { name: string; pointsCost: string; startDate: string; endDate: string };
type OfferAction = "publish" | "cancel" | "delete";
/** Actions that cannot be undone ask first. */
type AskedAction = { offer: OfferDto; action: "cancel" | "delete" };

const orNull = (text: string) => (text.trim() === "" ? null : text);
/** A row's button, named with its offer for screen readers ("Publish Free espresso"). */
const named = (label: string, offer: OfferDto) => (
  <>
    {label}
    <span className="visually-hidden"> {offer.name}</span>
  </>
);

/** `datetime-local` has no zone: read it as the merchant's local time. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * A program's offers: create a draft, publish, cancel, delete, and open its card images. Each action answers in
 * the notice region above the table (components/ui/notice); cancel and delete ask first.
 */
export function OfferManager({ programId, offers }: { programId: string; offers: OfferDto[] }) {
  const t = useTemplateMessages();
  const programMessages = useProgramMessages();
  const router = useRouter();
  const base = `/v2/loyalty/programs/${programId}/offers`;
  const form = useForm<OfferFormValues>({
    defaultValues: { name: "", pointsCost: "", startDate: "", endDate: "" },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = () => startTransition(() => router.refresh());

  const send = async (url: string, method: string, body?: unknown) => {
    const response = await dashboardFetch(url, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    const data: unknown = await response?.json().catch(() => null);
    return { status: response?.status ?? 0, data };
  };

  const onCreate = form.handleSubmit(async (values) => {
    clear();
    const { status, data } = await send(base, "POST", {
      name: values.name,
      pointsCost: orNull(values.pointsCost),
      startDate: toIso(values.startDate),
      endDate: toIso(values.endDate),
    });
    if (status === 201) {
      setErrors({});
      form.reset();
      show("success", t.offers.notices.created(values.name));
      refresh();
      return;
    }
    const detail = (data as { detail?: unknown } | null)?.detail;
    if (status === 422 && Array.isArray(detail)) {
      setErrors(
        Object.fromEntries(
          detail.map((item: { loc?: unknown; msg?: string; type?: string }) => {
            const field = fieldNameFromLoc(item.loc);
            // Worded in the page's language by the error's kind, as the builder does.
            const message = programErrorText({
              field,
              type: item.type,
              message: item.msg ?? "",
              t: programMessages,
            });
            return [field, message];
          }),
        ),
      );
      return;
    }
    show("error", errorMessageOf(data) ?? t.slot.failed);
  });

  const act = async (offer: OfferDto, action: OfferAction) => {
    setBusyId(offer.id);
    const url = action === "delete" ? `${base}/${offer.id}` : `${base}/${offer.id}/${action}`;
    const { status, data } = await send(url, action === "delete" ? "DELETE" : "POST");
    setBusyId(null);
    setAsking(null);
    if (status >= 400 || status === 0) {
      show("error", errorMessageOf(data) ?? t.slot.failed);
    } else {
      const isScheduled = (data as Partial<OfferDto> | null)?.status === "SCHEDULED";
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
        <ScrollRegion label={t.offers.title}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t.offers.name}</th>
                <th scope="col">{t.offers.status}</th>
                <th scope="col">{t.offers.pointsCost}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.offers.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id} data-offer={offer.name}>
                  <td>{offer.name}</td>
                  <td>
                    <span className="badge">{t.offers.statuses[offer.status] ?? offer.status}</span>
                  </td>
                  <td>{offer.pointsCost ?? "—"}</td>
                  <td>
                    <div className={styles.offerActions}>
                      {offer.status === "DRAFT" && (
                        <Button
                          size="small"
                          isBusy={busyId === offer.id}
                          onClick={() => void act(offer, "publish")}
                        >
                          {named(t.offers.publish, offer)}
                        </Button>
                      )}
                      {(offer.status === "LIVE" || offer.status === "SCHEDULED") && (
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={busyId === offer.id}
                          onClick={() => setAsking({ offer, action: "cancel" })}
                        >
                          {named(t.offers.cancel, offer)}
                        </Button>
                      )}
                      {offer.status === "DRAFT" && (
                        <Button
                          size="small"
                          variant="danger"
                          disabled={busyId === offer.id}
                          onClick={() => setAsking({ offer, action: "delete" })}
                        >
                          {named(t.offers.remove, offer)}
                        </Button>
                      )}
                      <Link href={`/programs/${programId}/offers/${offer.id}`}>{t.offers.images}</Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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
