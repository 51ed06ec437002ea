/** The scanner's location picker, in English. `de.ts` has the same shape. */
export const en = {
  label: "Location",
  hint: "Where this counter is. Scans and redemptions are recorded here; this device remembers the choice.",
};

export type CounterLocationMessages = typeof en;
