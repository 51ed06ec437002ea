"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { ApiIssue } from "@/components/api/parse-api-error";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { usePromotionMessages } from "@/components/promotions/i18n/use-promotion-messages";
import { emptyPromotion, PromotionForm, toFormValues } from "@/components/promotions/promotion-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import type { PromotionDto, PromotionInput } from "@/lib/schemas/promotion";

type Props = { programId: string; promotions: PromotionDto[]; timeZone: string };

/** A program's promotions (decision 051): the list, one form to create or edit, delete after asking. */
export function PromotionManager({ programId, promotions, timeZone }: Props) {
  const t = usePromotionMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const router = useRouter();
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const [editing, setEditing] = useState<PromotionDto | null>(null);
  const [deleting, setDeleting] = useState<PromotionDto | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const refresh = () => startTransition(() => router.refresh());
  const initial = useMemo(
    () => (editing ? toFormValues(editing) : emptyPromotion(timeZone)),
    [editing, timeZone],
  );

  const save = async (input: PromotionInput): Promise<ApiIssue[]> => {
    clear();
    const body = { ...input, startAt: input.startAt.toISOString(), endAt: input.endAt.toISOString() };
    const result = await callApi(
      editing
        ? apiClient.PUT("/v2/loyalty/programs/{programId}/promotions/{promotionId}", {
            params: { path: { programId, promotionId: editing.id } },
            body,
          })
        : apiClient.POST("/v2/loyalty/programs/{programId}/promotions", {
            params: { path: { programId } },
            body,
          }),
    );
    if (!result.ok) {
      if (result.problem.issues.length === 0) show("error", problemText(result.problem, api, t.codes));
      return result.problem.issues;
    }
    show("success", editing ? t.notices.saved(input.name) : t.notices.created(input.name));
    setEditing(null);
    refresh();
    return [];
  };

  const remove = async (promotion: PromotionDto) => {
    setIsBusy(true);
    const result = await callApi(
      apiClient.DELETE("/v2/loyalty/programs/{programId}/promotions/{promotionId}", {
        params: { path: { programId, promotionId: promotion.id } },
      }),
    );
    setIsBusy(false);
    setDeleting(null);
    if (!result.ok) show("error", problemText(result.problem, api, t.codes));
    else show("success", t.notices.deleted(promotion.name));
    if (editing?.id === promotion.id) setEditing(null);
    refresh();
  };

  const whenOf = (promotion: PromotionDto) => {
    const date = new Intl.DateTimeFormat(language, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: promotion.timeZone,
    });
    const days = promotion.daysOfWeek?.map((day) => t.days[day]).join(", ") ?? t.everyDay;
    const hours = promotion.startTime ? `${promotion.startTime}–${promotion.endTime}` : t.allDay;
    const range = `${date.format(new Date(promotion.startAt))} – ${date.format(new Date(promotion.endAt))}`;
    return `${range} · ${days} · ${hours} (${promotion.timeZone})`;
  };

  return (
    <>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {promotions.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="program-cards" aria-label={t.title}>
          {promotions.map((promotion) => (
            <li key={promotion.id} className="card program-card" data-promotion={promotion.name}>
              <h2>{promotion.name}</h2>
              <dl>
                <dt>{t.columns.reward}</dt>
                <dd>
                  {promotion.multiplier
                    ? t.reward.multiplier(promotion.multiplier)
                    : t.reward.bonus(promotion.bonusPoints ?? 0)}
                </dd>
                <dt>{t.columns.when}</dt>
                <dd>{whenOf(promotion)}</dd>
              </dl>
              <div className="program-card__actions">
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setEditing(promotion)}
                  aria-label={t.edit(promotion.name)}
                >
                  {t.editButton}
                </Button>
                <Button
                  variant="danger"
                  size="small"
                  onClick={() => setDeleting(promotion)}
                  aria-label={t.remove(promotion.name)}
                >
                  {t.deleteDialog.confirm}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PromotionForm
        t={t}
        initial={initial}
        isEditing={editing !== null}
        onSave={save}
        onCancelEdit={() => setEditing(null)}
      />
      {deleting && (
        <ConfirmDialog
          title={t.deleteDialog.title}
          confirmLabel={t.deleteDialog.confirm}
          cancelLabel={t.deleteDialog.cancel}
          isBusy={isBusy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p>{t.deleteDialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
