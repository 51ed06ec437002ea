"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { DATABASE_UNAVAILABLE_TEXT } from "@/components/dashboard/database-unavailable";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/unavailable";

const UNEXPECTED = {
  title: "This page could not be loaded",
  body: "Something went wrong on our side. Try again; if it keeps happening, contact support.",
} as const;

/** A page's failure inside the dashboard (e.g. the database went down between two clicks). */
export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  const text = error.digest === DATABASE_UNAVAILABLE_DIGEST ? DATABASE_UNAVAILABLE_TEXT : UNEXPECTED;
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
        <Button onClick={retry}>{DATABASE_UNAVAILABLE_TEXT.retry}</Button>
      </div>
    </section>
  );
}
