/** Money is integer minor units (cents) in storage and arithmetic, and decimal strings at the API edge. */
const MINOR_DIGITS = 2;

/** "25.5" → 2550, "-0.01" → -1. Exact string arithmetic; the input has at most two decimal places. */
export function toMinorUnits(decimalText: string): number {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(decimalText.trim());
  if (!match) throw new Error(`Not a decimal amount: ${decimalText}`);
  const [, sign = "", whole = "", fraction = ""] = match;
  if (fraction.length > MINOR_DIGITS)
    throw new Error(`More than ${MINOR_DIGITS} decimal places: ${decimalText}`);
  const cents = Number(`${whole || "0"}${fraction.padEnd(MINOR_DIGITS, "0")}`);
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: ${decimalText}`);
  return sign === "-" && cents !== 0 ? -cents : cents;
}

/** 2550 → "25.50", -1 → "-0.01". */
export function formatMinorUnits(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Minor units must be a safe integer: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const digits = String(Math.abs(cents)).padStart(MINOR_DIGITS + 1, "0");
  return `${sign}${digits.slice(0, -MINOR_DIGITS)}.${digits.slice(-MINOR_DIGITS)}`;
}
