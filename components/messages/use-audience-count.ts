"use client";

import { useEffect, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { type AudienceFormOutput, audienceBody, audienceFormSchema, audienceOf } from "./message-form";

export type AudienceCount =
  | { state: "counting" }
  | { state: "needsFilter" }
  | { state: "invalid" }
  | { state: "failed" }
  | { state: "counted"; audienceCount: number; withoutMarketingConsent: number };

/** How long the picker stays still before it is counted, so typing "120" asks once, not three times. */
const SETTLE_MS = 350;

/**
 * The live count of the picker's audience (POST …/messages/audience, which sends nothing), for the message's
 * kind: a marketing message's count leaves out members without marketing consent, and says how many.
 */
export function useAudienceCount({
  programId,
  kind,
  picker,
}: {
  programId: string;
  kind: "marketing" | "service";
  picker: Record<string, unknown>;
}): AudienceCount {
  const [count, setCount] = useState<AudienceCount>({ state: "counting" });
  const key = JSON.stringify(picker);
  useEffect(() => {
    const parsed = audienceFormSchema.safeParse(JSON.parse(key));
    if (!parsed.success) return setCount({ state: "invalid" });
    const audience = audienceOf(parsed.data as AudienceFormOutput);
    if (!audience) return setCount({ state: "needsFilter" });
    setCount({ state: "counting" });
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const result = await callApi(
        apiClient.POST("/v2/loyalty/programs/{programId}/messages/audience", {
          params: { path: { programId } },
          body: { audience: audienceBody(audience) as never, kind },
        }),
      );
      if (!isCurrent) return;
      setCount(result.ok ? { state: "counted", ...result.data } : { state: "failed" });
    }, SETTLE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [programId, kind, key]);
  return count;
}
