/** Money is integer minor units (cents) in storage and arithmetic, and decimal strings at the API edge. */
const MINOR_UNITS_PER_MAJOR = 100;
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

/** 2550 → 25.5: an amount as a number of major units, for Intl.NumberFormat and Wallet's numeric fields. */
export function majorUnitsOf(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new Error(`Minor units must be a safe integer: ${cents}`);
  return cents / MINOR_UNITS_PER_MAJOR;
}

/** 25.5 → 2550: a number of major units (a Wallet field's value) in minor units, to the nearest cent. */
export function minorUnitsOf(major: number): number {
  const cents = Math.round(major * MINOR_UNITS_PER_MAJOR);
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: ${major}`);
  return cents + 0; // + 0 turns -0 into 0
}
