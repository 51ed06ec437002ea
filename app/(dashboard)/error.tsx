"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/errors/database-unavailable-digest";

/** A page's failure inside the dashboard (e.g. the database went down between two clicks). */
export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  const t = useMessages(DASHBOARD_MESSAGES);
  const text = error.digest === DATABASE_UNAVAILABLE_DIGEST ? t.databaseUnavailable : t.unexpected;
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });

  return (
    <section className="card stack" role="alert">
      <h1>{text.title}</h1>
      <Alert tone="warning">
        <p>{text.body}</p>
      </Alert>
      <div>
        <Button onClick={retry}>{t.databaseUnavailable.retry}</Button>
      </div>
    </section>
  );
}
