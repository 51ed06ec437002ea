/** The Promotions page (issue 29, decision 051), in English. `de.ts` has the same shape. */
export const en = {
  title: "Promotions",
  description:
    "Bonus points for a time: a multiplier or a bonus on every scan and points rule while a promotion runs. Where two run at once, the member gets the one worth more.",
  empty: "No promotions yet.",
  columns: { reward: "Reward", when: "When" },
  reward: {
    multiplier: (factor: number) => `${factor}× points`,
    bonus: (count: number) => `+${count} bonus points`,
  },
  everyDay: "every day",
  allDay: "all day",
  create: "New promotion",
  editTitle: (name: string) => `Edit “${name}”`,
  fields: {
    name: "Name",
    kind: "Reward",
    kinds: { multiplier: "Multiply points", bonus: "Bonus points" },
    multiplier: "Multiplier (1–10)",
    bonusPoints: "Bonus points per credit",
    startAt: "Starts",
    endAt: "Ends",
    startAtHint: "Dates and times are read in the time zone below.",
    daysOfWeek: "Only on these days (none ticked: every day)",
    startTime: "Daily from",
    endTime: "Daily until",
    timeZone: "Time zone",
    timeZoneHint: "An IANA name such as Europe/Berlin.",
  },
  days: { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" },
  save: "Save promotion",
  saveChanges: "Save changes",
  cancelEdit: "Cancel editing",
  editButton: "Edit",
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  deleteDialog: {
    title: "Delete this promotion?",
    body: "Points already credited under it stay. This cannot be undone.",
    confirm: "Delete",
    cancel: "Keep it",
  },
  errors: {
    oneReward: "Give a multiplier or bonus points.",
    endAfterStart: "The end must be after the start.",
    bothTimes: "Give both daily times, or neither.",
    endTimeAfterStart: "The daily end must be after the daily start.",
    timeZone: "Unknown time zone; use a name such as Europe/Berlin.",
  },
  codes: {
    PROMOTION_LIMIT_REACHED: "This program has the most promotions it can hold. Delete one first.",
    PROGRAM_ARCHIVED: "This program is archived and takes no new promotions.",
  } as Partial<Record<string, string>>,
  notices: {
    created: (name: string) => `Promotion “${name}” created.`,
    saved: (name: string) => `Promotion “${name}” saved.`,
    deleted: (name: string) => `Promotion “${name}” deleted.`,
  },
};

export type PromotionMessages = typeof en;
