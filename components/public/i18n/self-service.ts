import type { Language } from "@/lib/i18n/language";

/** The card page's self-service (decision 042): its own catalogue, so the card page's copy stays the page's. */
const en = {
  heading: "Your data",
  stopMarketing: "Stop marketing messages",
  marketingStopped: "Done: you will get no more marketing messages from this shop.",
  deleteCard: "Delete my card and data",
  deleteIntro:
    "We send a code to your e-mail address to make sure it is you. Deleting removes your name, contact details and this card for good; points cannot be restored.",
  codeSent:
    "If your card has an e-mail address, a code is on its way to it. Type it here (it works for 15 minutes).",
  codeLabel: "Code from the e-mail",
  codeFormat: "Type the 6 digits of the code.",
  confirmDelete: "Delete for good",
  codeInvalid:
    "That code does not work. Check the newest e-mail: a code works once, for 15 minutes, and 5 tries.",
  deleted: "Your card and your data were deleted. You can close this page.",
  failed: "That did not work. Please try again in a moment.",
  tooMany: "Too many tries from this device. Wait a minute, then try again.",
};

export type SelfServiceMessages = typeof en;

const de: SelfServiceMessages = {
  heading: "Ihre Daten",
  stopMarketing: "Keine Werbung mehr",
  marketingStopped: "Erledigt: Sie erhalten von diesem Geschäft keine Werbung mehr.",
  deleteCard: "Meine Karte und Daten löschen",
  deleteIntro:
    "Wir schicken einen Code an Ihre E-Mail-Adresse, um sicherzugehen, dass Sie es sind. Das Löschen entfernt Ihren Namen, Ihre Kontaktdaten und diese Karte endgültig; Punkte lassen sich nicht wiederherstellen.",
  codeSent:
    "Wenn Ihre Karte eine E-Mail-Adresse hat, ist ein Code dorthin unterwegs. Geben Sie ihn hier ein (15 Minuten gültig).",
  codeLabel: "Code aus der E-Mail",
  codeFormat: "Geben Sie die 6 Ziffern des Codes ein.",
  confirmDelete: "Endgültig löschen",
  codeInvalid:
    "Dieser Code funktioniert nicht. Sehen Sie in die neueste E-Mail: Ein Code gilt einmal, 15 Minuten lang und für 5 Versuche.",
  deleted: "Ihre Karte und Ihre Daten wurden gelöscht. Sie können diese Seite schließen.",
  failed: "Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.",
  tooMany: "Zu viele Versuche von diesem Gerät. Warten Sie eine Minute und versuchen Sie es dann erneut.",
};

export const SELF_SERVICE_COPY: Record<Language, SelfServiceMessages> = { en, de };
