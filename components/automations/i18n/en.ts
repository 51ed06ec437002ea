/** The dashboard's automations page (issue 29, decision 050), in English. `de.ts` has the same shape. */
export const en = {
  title: "Automations",
  titleOf: (program: string) => `Automations: ${program}`,
  description:
    "Messages and points the program sends on its own, once per member and occasion. Erased, suspended and deleted members get nothing.",
  tabsLabel: "Automations",
  tabs: {
    welcome: "Welcome",
    birthday: "Birthday",
    winBack: "Win-back",
    pointsExpiring: "Points expiring",
  },
  explain: {
    welcome:
      "Greets each member who joins from now on, once. Members imported from a file are greeted only when the import asks. Sent as a service message: every member receives it.",
    birthday:
      "Once a year, on the birthday or the chosen number of days before (in the program's time zone). A marketing message: only members with marketing consent receive the text; the points are credited to all.",
    winBack:
      "Once per absence, when a member has not been scanned for the chosen number of days. A marketing message: only members with marketing consent receive the text; the points are credited to all.",
    pointsExpiring:
      "Reminds members before their points expire. The reminder is sent once points expiry is set up for the program.",
  },
  fields: {
    enabled: "Switched on",
    text: "Message",
    textHint: (max: number) => `Shown on the lock screen and the back of the pass; up to ${max} characters.`,
    points: "Points",
    pointsHint: "Credited to the member; 0 sends the message only.",
    birthdayDaysBefore: "Days before the birthday",
    birthdayDaysBeforeHint: (min: number, max: number) => `${min} (on the day) to ${max}.`,
    afterDays: "Days without a scan",
    afterDaysHint: (min: number, max: number) => `${min} to ${max}.`,
    expiringDaysBefore: "Days before the points expire",
    expiringDaysBeforeHint: (min: number, max: number) => `${min} to ${max}.`,
  },
  textRequired: "Write the message to send, or switch the automation off.",
  save: "Save automations",
  saving: "Saving…",
  saved: "Automations saved.",
  back: "Back to the program",
  unsavedChanges: "Your changes to the automations are not saved. Leave anyway?",
};

export type AutomationMessages = typeof en;
