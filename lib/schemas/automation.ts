import { z } from "zod";
import { bool, int, model, objectId, text } from "@/lib/schemas/fields";
import { MESSAGE_TEXT_MAX_LENGTH } from "@/lib/schemas/message";

// Issue 29, automations (decision 050): what a program does on its own for each member — a welcome, a birthday
// gift, a win-back after an absence, a reminder before points expire. One schema for the API, the form and the
// OpenAPI document.

export const AUTOMATION_NAMES = ["welcome", "birthday", "winBack", "pointsExpiring"] as const;
export type AutomationName = (typeof AUTOMATION_NAMES)[number];

export const AUTOMATION_LIMITS = {
  text: MESSAGE_TEXT_MAX_LENGTH,
  points: { min: 0, max: 1_000_000 },
  birthdayDaysBefore: { min: 0, max: 30 },
  winBackAfterDays: { min: 7, max: 365 },
  pointsExpiringDaysBefore: { min: 1, max: 60 },
} as const;

export const TEXT_REQUIRED_WHEN_ENABLED = "text is required when the automation is enabled";

const messageText = () =>
  text({ maxLength: AUTOMATION_LIMITS.text }).default("").meta({
    description: "The message the member alone receives on the occasion (required once enabled)",
  });
const points = () =>
  int({ ge: AUTOMATION_LIMITS.points.min, le: AUTOMATION_LIMITS.points.max })
    .default(0)
    .meta({ description: "Credited through the points ledger (source `automation`); 0: a message only" });

/** An enabled automation needs its text (a value error at `[…, "text"]`, as Pydantic's model validators say it). */
function requireTextWhenEnabled(value: { enabled: boolean; text: string }, context: z.RefinementCtx) {
  if (value.enabled && value.text.trim() === "")
    context.addIssue({
      code: "custom",
      path: ["text"],
      input: value.text,
      message: TEXT_REQUIRED_WHEN_ENABLED,
    });
}

export const welcomeAutomationSchema = model({
  enabled: bool().default(false),
  text: messageText(),
  points: points(),
}).superRefine(requireTextWhenEnabled);

export const birthdayAutomationSchema = model({
  enabled: bool().default(false),
  text: messageText(),
  points: points(),
  daysBefore: int({
    ge: AUTOMATION_LIMITS.birthdayDaysBefore.min,
    le: AUTOMATION_LIMITS.birthdayDaysBefore.max,
  })
    .default(0)
    .meta({ description: "Days before the birthday (in the program's time zone) it is sent; 0: on the day" }),
}).superRefine(requireTextWhenEnabled);

export const winBackAutomationSchema = model({
  enabled: bool().default(false),
  afterDays: int({ ge: AUTOMATION_LIMITS.winBackAfterDays.min, le: AUTOMATION_LIMITS.winBackAfterDays.max })
    .default(30)
    .meta({ description: "Days since the member's last scan (or joining, never scanned) before it is sent" }),
  text: messageText(),
  points: points(),
}).superRefine(requireTextWhenEnabled);

export const pointsExpiringAutomationSchema = model({
  enabled: bool().default(false),
  daysBefore: int({
    ge: AUTOMATION_LIMITS.pointsExpiringDaysBefore.min,
    le: AUTOMATION_LIMITS.pointsExpiringDaysBefore.max,
  })
    .default(14)
    .meta({ description: "Days before points expire that the member is reminded" }),
  text: messageText(),
}).superRefine(requireTextWhenEnabled);

/** `PUT …/automations`: the whole set, each automation given (the form sends all four). */
export const automationsSchema = model({
  welcome: welcomeAutomationSchema,
  birthday: birthdayAutomationSchema,
  winBack: winBackAutomationSchema,
  pointsExpiring: pointsExpiringAutomationSchema,
});
export type AutomationsInput = z.input<typeof automationsSchema>;
export type Automations = z.output<typeof automationsSchema>;

/** A program that never set its automations: all of them disabled. */
export const DEFAULT_AUTOMATIONS: Automations = automationsSchema.parse({
  welcome: {},
  birthday: {},
  winBack: {},
  pointsExpiring: {},
});

export const automationParamsSchema = model({ programId: objectId() });

const section = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ enabled: z.boolean(), text: z.string(), ...shape });

export const automationsResponseSchema = z.object({
  welcome: section({ points: z.number().int() }),
  birthday: section({ points: z.number().int(), daysBefore: z.number().int() }),
  winBack: section({ afterDays: z.number().int(), points: z.number().int() }),
  pointsExpiring: section({ daysBefore: z.number().int() }),
});
