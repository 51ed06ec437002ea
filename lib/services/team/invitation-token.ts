import { createHmac, randomBytes } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { getEnv } from "@/lib/env";

/** The stored form of an invitation's secret: keyed, so a leaked database cannot be turned into working links. */
export const invitationSecretHash = (secret: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`team-invitation\n${secret}`).digest("base64url");

/** A new link's token, `<invitationId>.<secret>`, and the hash the invitation keeps of it. */
export function newInvitationToken(invitationId: string) {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${invitationId}.${secret}`, hash: invitationSecretHash(secret) };
}

/** The invitation a token names and the hash of its secret; null for anything that is not such a token. */
export function parseInvitationToken(token: string): { invitationId: string; hash: string } | null {
  const [invitationId, secret, ...rest] = token.split(".");
  if (!invitationId || !secret || rest.length > 0 || !isValidObjectId(invitationId)) return null;
  if (!/^[0-9a-f]{24}$/.test(invitationId) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { invitationId, hash: invitationSecretHash(secret) };
}
