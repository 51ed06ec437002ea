import type { Types } from "mongoose";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { ApplePassVersion, programScopeOf } from "@/lib/db/models/apple-pass-version";
import { PassInstallEvent } from "@/lib/db/models/pass-install-event";
import { type PassSubject, passSerialOf } from "@/lib/services/pass-updates/pass-identity";

/**
 * The purge of a member or card: its pass's registrations (push tokens are device data) and history go. Its
 * devices keep the voided pass they last downloaded; asking for it again answers 404.
 */
export async function forgetApplePass(subject: PassSubject): Promise<void> {
  const serialNumber = passSerialOf(subject);
  await ApplePassRegistration.deleteMany({ serialNumber });
  await ApplePassVersion.deleteMany({ scope: serialNumber });
}

/** The purge of a program: every pass's registrations and history, and its install counts. */
export async function forgetProgramApplePasses(programId: Types.ObjectId): Promise<void> {
  const registrations = await ApplePassRegistration.find({ programId }, { serialNumber: 1 }).lean();
  for (const serialNumber of new Set(registrations.map((registration) => registration.serialNumber)))
    await ApplePassVersion.deleteMany({ scope: serialNumber });
  await ApplePassRegistration.deleteMany({ programId });
  await ApplePassVersion.deleteMany({ scope: programScopeOf(programId) });
  await PassInstallEvent.deleteMany({ programId });
}
