import { formatCount } from "@/components/i18n/format";

const points = (count: number, name: string | null) =>
  `${formatCount(count, "en")} ${name ?? (count === 1 ? "point" : "points")}`;

/** Every string of the counter's scanner (/scan), in English. `de.ts` has the same shape. */
export const en = {
  title: "Scanner",
  lead: "Scan a member's card at the counter: credit the visit, then redeem an offer with one tap. Gift cards: choose them under Program.",
  program: "Program",
  programHint: "This device remembers your choice.",
  archived: (name: string) => `${name} (archived)`,
  noPrograms: "No loyalty programs yet. Create one on the Programs page, then come back to scan.",
  notBrowser: {
    title: "This program is not scanned in the browser",
    uses: {
      PassVerifier: "Its cards are scanned with the PassVerifier app.",
      CodeReadr: "Its cards are scanned with the CodeReadr app.",
      None: "Its cards are not scanned at all (scanner: none).",
      unset: "It has no scanner chosen yet.",
    },
    change: "To scan here, set the program's scanner to “Browser” on its settings page.",
    edit: "Open the program's settings",
  },
  camera: {
    title: "Camera",
    start: "Start camera",
    stop: "Stop camera",
    starting: "Starting the camera…",
    scanning: "Hold the code on the member's card in front of the camera.",
    paused: "Scanning is paused while the result is shown.",
    video: "Camera picture",
    denied:
      "The camera is blocked for this site. Allow camera access in your browser's site settings and start it again, or type the member number below.",
    noCamera: "No camera was found on this device. Type the member number below.",
    unavailable:
      "This browser cannot use a camera on this page (it needs a secure https connection). Type the member number below.",
    busy: "The camera is in use by another app. Close that app and start the camera again, or type the member number below.",
    failed: "The camera could not be started. Try again, or type the member number below.",
    readerFailed:
      "The code reader could not be loaded. Check the connection and start the camera again, or type the member number below.",
  },
  manual: {
    title: "Type the member number",
    label: "Member number",
    hint: "The number printed under the card's code.",
    submit: "Scan this number",
    required: "Enter the member number.",
  },
  amount: {
    title: "Points for this visit",
    prompt: (memberNumber: string) => `Card ${memberNumber} was read. How many points does this visit earn?`,
    label: "Points",
    hint: (min: number, max: number) =>
      `A whole number from ${formatCount(min, "en")} to ${formatCount(max, "en")}.`,
    invalid: (min: number, max: number) =>
      `Enter a whole number from ${formatCount(min, "en")} to ${formatCount(max, "en")}.`,
    submit: "Credit points",
    cancel: "Cancel",
  },
  working: (memberNumber: string) => `Crediting card ${memberNumber}…`,
  result: {
    title: "Scanned",
    credited: (name: string, count: number, pointName: string | null) =>
      `${name}: ${points(count, pointName)} credited.`,
    balanceNow: (count: number, pointName: string | null) => `New balance: ${points(count, pointName)}.`,
    unnamed: "Member without a name",
    number: "Member number",
    balance: "Balance",
    tier: "Tier",
    points,
    offers: "Offers to redeem",
    noOffers: "No live offer this member can afford right now.",
    cost: (count: number, pointName: string | null) => (count === 0 ? "free" : points(count, pointName)),
    redeem: "Redeem",
    redeemLabel: (offer: string) => `Redeem ${offer}`,
    redeemed: (offer: string, count: number, pointName: string | null) =>
      `“${offer}” redeemed. New balance: ${points(count, pointName)}.`,
    offersFailed: "The member's offers could not be loaded. The points were credited.",
    scanNext: "Scan next",
  },
  giftCards: {
    option: "Gift cards (all gift-card programs)",
    lead: "Scan or type a gift card's number to see its balance, then redeem an amount.",
    scanning: "Hold the code on the gift card in front of the camera.",
    manual: {
      title: "Type the gift card number",
      label: "Gift card number",
      hint: "The 16 digits under the card's code.",
      submit: "Look up this card",
      required: "Enter the gift card number.",
    },
    looking: (lastFour: string) => `Looking up the gift card ending in ${lastFour}…`,
    found: (lastFour: string, balance: string) => `Gift card ending in ${lastFour}: balance ${balance}.`,
    notUsable: (lastFour: string, status: string) =>
      `The gift card ending in ${lastFour} is ${status.toLowerCase()}: it cannot be redeemed.`,
    result: {
      title: (lastFour: string) => `Gift card ending in ${lastFour}`,
      program: "Program",
      number: "Card number",
      status: "Status",
      balance: "Balance",
      validUntil: "Valid until",
      cannotRedeem: "This card cannot be redeemed now.",
    },
    redeem: {
      title: "Redeem an amount",
      label: "Amount",
      hint: (currency: string) => `In ${currency}, such as 12.50.`,
      format: "Enter an amount such as 12.50.",
      range: (min: string, max: string) =>
        `Enter an amount from ${min} to ${max} with at most two decimal places.`,
      submit: "Redeem",
      done: (amount: string, balance: string) => `${amount} redeemed. New balance: ${balance}.`,
      securityCodeLabel: "Security code",
      securityCodeHint: "The 6 digits the customer finds on the card's page or pass.",
      securityCodeFormat: "Enter the card's 6-digit security code.",
    },
    problems: {
      lookup: "Card not found",
      redeem: "Not redeemed",
      notANumber: "This is not a gift card number: a gift card's number has 16 digits.",
      unknown:
        "None of your gift cards has this number. Check the number; the card may have been deleted or belong to another shop.",
      notRedeemable:
        "This card cannot be redeemed now: it is expired, voided, paused or used up. Nothing was redeemed.",
      insufficient: "The amount is more than the card's balance. Nothing was redeemed.",
      busy: "This card's balance is changing right now. Try again in a moment.",
      codeMissing: "This program asks for the card's security code. Enter it; nothing was redeemed.",
      codeWrong: "The security code is wrong. Nothing was redeemed.",
      codeLocked:
        "Too many wrong security codes: this card cannot be redeemed for up to 15 minutes. Nothing was redeemed.",
      network:
        "The server could not be reached. Check the connection and try again: a repeat never redeems twice.",
    },
  },
  problems: {
    title: "Not credited",
    unknown:
      "No member of this program has this number. The card may belong to another program, or the member's data was erased.",
    suspended:
      "This member is suspended, so nothing was credited. Reactivate the member on their page first.",
    erased: "This member's data was erased: the card no longer works and nothing was credited.",
    network:
      "The server could not be reached. Check the connection and try again: a repeat never credits twice.",
    conflict: "The program's scan rules do not allow this scan now, so nothing was credited.",
    notBefore: (time: string) => `The next scan of this member is allowed from ${time}.`,
    retry: "Try again",
    codes: {
      PROGRAM_NOT_LOYALTY: "This program does not have members (it is a gift-card program).",
      LEDGER_BUSY: "This member's points are changing right now. Try again in a moment.",
      OFFER_NOT_LIVE: "This offer is no longer live.",
      POINTS_BELOW_MINIMUM: "The member has fewer points than this offer requires.",
      POINTS_ABOVE_MAXIMUM: "The member has more points than this offer allows.",
      INSUFFICIENT_POINTS: "The member does not have enough points for this offer.",
      LIMIT_PER_CUSTOMER_REACHED: "The member has already redeemed this offer as often as allowed.",
      OFFER_SOLD_OUT: "This offer is sold out.",
    } as Partial<Record<string, string>>,
  },
  /** Decision 051: the promotion a scan earns under now, shown before the card is read. */
  promotion: {
    multiplier: (factor: number, name: string, pointName: string | null) =>
      `${formatCount(factor, "en")}× ${pointName ?? "points"} — ${name}`,
    bonus: (count: number, name: string, pointName: string | null) =>
      `+${formatCount(count, "en")} bonus ${pointName ?? (count === 1 ? "point" : "points")} — ${name}`,
  },
};

export type ScannerMessages = typeof en;
