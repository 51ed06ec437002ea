"use client";

import { useEffect, useState } from "react";
import type { Estimator } from "./password-strength";

let loading: Promise<Estimator> | undefined;

/** The estimator's dictionaries are large, so they load with the first keystroke, once per page. */
export function usePasswordEstimator(isNeeded: boolean): Estimator | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  useEffect(() => {
    if (!isNeeded || estimator) return;
    let isCurrent = true;
    loading ??= import("./password-estimator").then((module) => module.estimatePassword);
    loading.then((estimate) => isCurrent && setEstimator(() => estimate));
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, estimator]);
  return estimator;
}
