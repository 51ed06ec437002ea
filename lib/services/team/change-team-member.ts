import { Types } from "mongoose";
import { forgetCachedUser } from "@/lib/auth/user-cache";
import { User } from "@/lib/db/models/user";
import type { TeamMemberDto, UpdateTeamMemberInput } from "@/lib/schemas/team";
import { assertOwnLocations } from "@/lib/services/locations/assert-locations";
import { teamError } from "@/lib/services/team/team-errors";
import {
  activeTeamOf,
  getTeamUserOrThrow,
  type StoredTeamUser,
  toTeamMemberDto,
} from "@/lib/services/team/team-member";

/** An owner stops being one (another role, or removed) only while another active owner remains: 409 else. */
async function assertNotLastOwner(merchantId: string, member: StoredTeamUser): Promise<void> {
  if (member.role !== "owner") return;
  const owners = (await activeTeamOf(merchantId)).filter((user) => user.role === "owner");
  if (owners.length <= 1) throw teamError("LAST_OWNER", 409);
}

/**
 * Changes a person's role or locations. Takes effect on every server within the auth cache's bound (decision
 * 004), at once on this one.
 */
export async function updateTeamMember({
  merchantId,
  userId,
  input,
}: {
  merchantId: string;
  userId: string;
  input: UpdateTeamMemberInput;
}): Promise<TeamMemberDto> {
  const member = await getTeamUserOrThrow({ merchantId, userId });
  if (input.role !== undefined && input.role !== "owner") await assertNotLastOwner(merchantId, member);
  await assertOwnLocations({ merchantId, locationIds: input.locationIds });
  const changes = {
    ...(input.role !== undefined && { role: input.role }),
    ...(input.locationIds !== undefined && {
      locationIds: input.locationIds.map((id) => new Types.ObjectId(id)),
    }),
  };
  await User.updateOne({ _id: member._id }, { $set: changes });
  forgetCachedUser(member._id);
  return toTeamMemberDto({ ...member, ...changes });
}

/**
 * Removes a person from the team: the account is disabled and leaves the merchant (a later invitation can bring
 * it back). Their sessions, tokens and sign-ins end within the auth cache's bound (decision 004).
 */
export async function removeTeamMember({
  merchantId,
  userId,
}: {
  merchantId: string;
  userId: string;
}): Promise<void> {
  const member = await getTeamUserOrThrow({ merchantId, userId });
  await assertNotLastOwner(merchantId, member);
  await User.updateOne(
    { _id: member._id },
    { $set: { status: "disabled", merchantId: null, locationIds: [] } },
  );
  forgetCachedUser(member._id);
}
