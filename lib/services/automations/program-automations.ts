import { type Clock, systemClock } from "@/lib/clock";
import { ProgramAutomation } from "@/lib/db/models/program-automation";
import {
  AUTOMATION_NAMES,
  type Automations,
  automationsSchema,
  DEFAULT_AUTOMATIONS,
} from "@/lib/schemas/automation";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export type StoredAutomations = Automations & { programId: string; welcomeEnabledAt: Date | null };

/** The stored sections as the schema reads them (a section stored before a field existed gets its default). */
function automationsOf(row: Record<string, unknown> | null): Automations {
  if (!row) return DEFAULT_AUTOMATIONS;
  return automationsSchema.parse(Object.fromEntries(AUTOMATION_NAMES.map((name) => [name, row[name] ?? {}])));
}

const toDto = (automations: Automations): Automations => ({
  welcome: automations.welcome,
  birthday: automations.birthday,
  winBack: automations.winBack,
  pointsExpiring: automations.pointsExpiring,
});

/** `GET …/automations`: the program's automations, all disabled until set. */
export async function getAutomations({ merchantId, programId }: { merchantId: string; programId: string }) {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const row = await ProgramAutomation.findById(program._id).lean();
  return toDto(automationsOf(row as Record<string, unknown> | null));
}

/** The automations the background job runs, with when the welcome was switched on. */
export function readStoredAutomations(row: Record<string, unknown>): StoredAutomations {
  return {
    ...automationsOf(row),
    programId: String(row._id),
    welcomeEnabledAt: (row.welcomeEnabledAt as Date | null) ?? null,
  };
}

/**
 * `PUT …/automations`: replaces the set. Switching the welcome on stamps `welcomeEnabledAt` (it greets members
 * who join from then on); keeping it on keeps the stamp. Configuration only: the background job does the rest.
 */
export async function updateAutomations({
  merchantId,
  programId,
  input,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  input: Automations;
  now?: Clock;
}) {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const previous = await ProgramAutomation.findById(program._id).lean();
  const wasWelcomeOn = automationsOf(previous as Record<string, unknown> | null).welcome.enabled;
  const welcomeEnabledAt = input.welcome.enabled
    ? wasWelcomeOn
      ? (previous?.welcomeEnabledAt ?? now())
      : now()
    : null;
  await ProgramAutomation.updateOne(
    { _id: program._id },
    {
      $set: {
        merchantId: program.merchantId,
        hasEnabled: AUTOMATION_NAMES.some((name) => input[name].enabled),
        welcomeEnabledAt,
        ...toDto(input),
      },
    },
    { upsert: true },
  );
  return toDto(input);
}
