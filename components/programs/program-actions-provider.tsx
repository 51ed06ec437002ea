"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useTransition,
} from "react";
import { apiClient, callApi } from "@/components/api/client";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";
import { useMessages } from "@/components/i18n/language-context";
import { DeleteProgramDialog } from "@/components/programs/delete-program-dialog";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import type { ActionTarget } from "@/components/programs/program-summary";
import { forgetQueryParams, NoticeRegion, useNotice } from "@/components/ui/notice";

type ActionFailure = "offline" | "notFound" | "conflict" | "session" | "generic";

/** Which of the list's messages answers a failed action. */
function failureOf(problem: ApiProblem): ActionFailure {
  if (problem.code === API_PROBLEM_CODES.network) return "offline";
  if (problem.status === 401) return "session";
  if (problem.status === 404) return "notFound";
  if (problem.status === 409) return "conflict";
  return "generic";
}

const byId = (programId: string) => ({ params: { path: { programId } } });

/** A notice the server page asks for after a navigation (`?created=`, `?duplicated=`, `?deleted=`). */
export type InitialNotice = { kind: "created" | "duplicated" | "deleted"; name: string; programId?: string };

/** The query parameters that carry an InitialNotice: gone from the address once it is shown. */
const NOTICE_PARAMS = ["created", "duplicated", "deleted"] as const;

type ProgramActions = {
  busyId: string | null;
  toggleArchived: (program: ActionTarget) => void;
  duplicate: (program: ActionTarget) => void;
  askDelete: (program: ActionTarget) => void;
  copyId: (program: ActionTarget) => void;
};

const ProgramActionsContext = createContext<ProgramActions | null>(null);

export function useProgramActions(): ProgramActions {
  const actions = useContext(ProgramActionsContext);
  if (!actions) throw new Error("useProgramActions needs a ProgramActionsProvider");
  return actions;
}

/** Brings the program's row (or card, whichever is displayed) into view. */
function scrollToProgram(programId: string) {
  for (const element of document.querySelectorAll(`[data-program-id="${CSS.escape(programId)}"]`)) {
    if (element.getClientRects().length > 0) element.scrollIntoView({ block: "nearest" });
  }
}

/**
 * Runs archive, unarchive, duplicate and delete for the list (`mode="list"`) or one program's page
 * (`mode="detail"`), and answers each in one notice region (components/ui/notice): a screen reader hears it,
 * focus moves to it once the page shows the result, and the program scrolls into view. A duplicate opens the
 * list with the copy highlighted; a delete on the detail page returns there.
 */
export function ProgramActionsProvider({
  mode,
  initialNotice,
  children,
}: {
  mode: "list" | "detail";
  initialNotice?: InitialNotice;
  children: ReactNode;
}) {
  const messages = useMessages(PROGRAM_LIST_MESSAGES);
  const router = useRouter();
  const [isRefreshing, startTransition] = useTransition();
  const { notice, show } = useNotice();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ActionTarget | null>(null);

  const { kind, name, programId } = initialNotice ?? {};
  useEffect(() => {
    if (!kind || !name) return;
    // Set after mounting, so the live region already exists and the text is announced; shown once.
    show("success", messages.notices[kind](name), programId);
    forgetQueryParams(NOTICE_PARAMS);
  }, [kind, name, programId, messages, show]);

  useEffect(() => {
    if (notice?.subject && !isRefreshing) scrollToProgram(notice.subject);
  }, [notice, isRefreshing]);

  const fail = useCallback(
    (failure: ActionFailure) => {
      show("error", messages.errors[failure]);
      if (failure === "notFound" || failure === "conflict") startTransition(() => router.refresh());
    },
    [messages, router, show],
  );

  const toggleArchived = useCallback(
    async (program: ActionTarget) => {
      const isArchiving = program.status !== "archived";
      setBusyId(program.id);
      const outcome = await callApi(
        isArchiving
          ? apiClient.POST("/v2/loyalty/programs/{programId}/archive", byId(program.id))
          : apiClient.POST("/v2/loyalty/programs/{programId}/unarchive", byId(program.id)),
      );
      setBusyId(null);
      if (!outcome.ok) return fail(failureOf(outcome.problem));
      show("success", messages.notices[isArchiving ? "archived" : "unarchived"](program.name), program.id);
      startTransition(() => router.refresh());
    },
    [fail, messages, router, show],
  );

  const duplicate = useCallback(
    async (program: ActionTarget) => {
      setBusyId(program.id);
      const outcome = await callApi(
        apiClient.POST("/v2/loyalty/programs/{programId}/duplicate", { ...byId(program.id), body: {} }),
      );
      if (!outcome.ok) {
        setBusyId(null);
        return fail(failureOf(outcome.problem));
      }
      // Newest first on page 1 with no filter: where the copy is sure to be.
      router.push(`/programs?duplicated=${encodeURIComponent(outcome.data.id)}`);
      setBusyId(null);
    },
    [fail, router],
  );

  const confirmDelete = useCallback(
    async (program: ActionTarget) => {
      setBusyId(program.id);
      const outcome = await callApi(apiClient.DELETE("/v2/loyalty/programs/{programId}", byId(program.id)));
      setBusyId(null);
      setDeleting(null);
      if (!outcome.ok) return fail(failureOf(outcome.problem));
      if (mode === "detail") {
        router.replace(`/programs?deleted=${encodeURIComponent(program.name)}`);
        return;
      }
      show("success", messages.notices.deleted(program.name));
      startTransition(() => router.refresh());
    },
    [fail, messages, mode, router, show],
  );

  // The id is what a partner's code needs; the list shows names, so it is copied rather than shown.
  const copyId = useCallback(
    async (program: ActionTarget) => {
      try {
        await navigator.clipboard.writeText(program.id);
        show("success", messages.notices.idCopied(program.name), program.id);
      } catch {
        show("info", messages.notices.idShown(program.name, program.id), program.id);
      }
    },
    [messages, show],
  );

  const actions: ProgramActions = {
    busyId,
    toggleArchived: (program) => void toggleArchived(program),
    duplicate: (program) => void duplicate(program),
    askDelete: setDeleting,
    copyId: (program) => void copyId(program),
  };

  return (
    <ProgramActionsContext value={actions}>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {children}
      {deleting && (
        <DeleteProgramDialog
          program={deleting}
          isBusy={busyId === deleting.id}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
    </ProgramActionsContext>
  );
}
