import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { commandListeners } from "@/lib/db/command-listeners";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { Template } from "@/lib/db/models/template";
import { createLocationSchema } from "@/lib/schemas/location";
import { createTemplateSchema, updateTemplateSchema } from "@/lib/schemas/template";
import { createLocation } from "@/lib/services/locations/create-location";
import { storeImage } from "@/lib/services/pass-images/store-image";
import { updateProgram } from "@/lib/services/programs/update-program";
import { createTemplate } from "@/lib/services/templates/create-template";
import { merchantWithToken } from "@/lib/testing/accounts";
import { imageOf } from "@/lib/testing/images";
import { downloadMemberPass } from "@/lib/testing/member-pass";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { closePass, type OpenedPass } from "@/lib/testing/pkpass";

// Decision 060: a pass's design (template, image slots, images) is kept across requests by the template's
// version, read with the member in one round trip — and a change made anywhere shows in the very next pass.

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
const opened: OpenedPass[] = [];

beforeAll(async () => {
  owner = await merchantWithToken("Design Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

const sha256 = (bytes: Buffer | undefined) =>
  createHash("sha256")
    .update(bytes ?? "")
    .digest("hex");

async function download(programId: string, memberId: string): Promise<OpenedPass> {
  const pass = await downloadMemberPass({ token: owner.token, programId, memberId });
  opened.push(pass);
  return pass;
}

/** A file upload as the API's form parser hands it to the service. */
const upload = async (width: number, height: number) => {
  const bytes = await imageOf(width, height);
  return {
    kind: "file",
    filename: "logo.png",
    contentType: "image/png",
    bytes: new Uint8Array(bytes),
  } as const;
};

/** A program wearing a template with a logo at @2x, and a member of it. */
async function memberWearingTemplate(logoText: string) {
  const program = await loyaltyProgram(owner.merchantId, { name: `Program ${logoText}` });
  const template = await createTemplate({
    merchantId: owner.merchantId,
    input: createTemplateSchema.parse({ name: logoText, passType: "storeCard", logoText }),
  });
  const owned = {
    kind: "template",
    merchantId: owner.merchantId,
    templateId: template.id,
    passKind: "storeCard",
  } as const;
  await storeImage({
    owner: owned,
    slot: { type: "logo", resolution: "high" },
    file: await upload(320, 100),
    query: { derive: false },
  });
  await updateProgram({
    merchantId: owner.merchantId,
    programId: program.id,
    input: { templateId: template.id },
  });
  const member = await joinedMember(owner.merchantId, program.id, { firstName: "Dora" });
  return { programId: program.id, memberId: member.id, templateId: template.id, owned };
}

const storedLogo = async (templateId: string) =>
  (
    await PassImage.findOne({
      merchantId: owner.merchantId,
      templateId,
      type: "logo",
      resolution: "high",
    }).lean()
  )?.sha256;

/**
 * The commands a run sends, each with how many of the run's replies had come back before it was sent: 0 for all
 * of them is one round trip (the reads were sent together). The caller's re-read by withApi (`users`, when its
 * few seconds' cache has expired) is the authentication's, not the pass's: left out.
 */
async function commandsOf(run: () => Promise<unknown>): Promise<{ command: string; afterReplies: number }[]> {
  const seen: { command: string; afterReplies: number }[] = [];
  const ours = new Set<number>();
  let replies = 0;
  const started = (event: { commandName: string; command: Record<string, unknown>; requestId: number }) => {
    const command = `${event.commandName} ${String(event.command[event.commandName])}`;
    if (command === "find users") return;
    ours.add(event.requestId);
    seen.push({ command, afterReplies: replies });
  };
  const replied = (event: { requestId: number }) => {
    if (ours.has(event.requestId)) replies += 1;
  };
  const client = (await connectToDatabase()).connection.getClient();
  commandListeners.add(started);
  client.on("commandSucceeded", replied);
  try {
    await run();
  } finally {
    commandListeners.delete(started);
    client.off("commandSucceeded", replied);
  }
  return seen;
}

describe("a member's pass with its design kept by version", () => {
  it("reads the database in one round trip once warm, none of its commands for the image slots or bytes", async () => {
    const { programId, memberId } = await memberWearingTemplate("Warm");
    for (let warm = 0; warm < 3; warm++) await download(programId, memberId); // and the pool has its connections
    const sent = await commandsOf(() => download(programId, memberId));
    const commands = sent.map((each) => each.command);
    // Before decision 060: 9 commands in 4 round trips, the image slots among them; now the design's and the
    // signer's versions (the template row, the certificates) instead of the slots, all sent at once.
    expect(commands).toHaveLength(9);
    expect(commands).toEqual(expect.arrayContaining(["find templates", "find apple_pass_certificates"]));
    expect(commands.filter((command) => /passimage/.test(command))).toEqual([]);
    expect(sent.filter((each) => each.afterReplies > 0)).toEqual([]);
  });

  it("reads a program's locations once, with the program, not again for the pass", async () => {
    const location = await createLocation({
      merchantId: owner.merchantId,
      input: createLocationSchema.parse({
        name: "Mitte",
        address: { line1: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
        latitude: 52.5291,
        longitude: 13.4013,
        timeZone: "Europe/Berlin",
      }),
    });
    const program = await loyaltyProgram(owner.merchantId, { locationIds: [location.id] });
    const member = await joinedMember(owner.merchantId, program.id, { firstName: "Lou" });
    await download(program.id, member.id);
    const sent = await commandsOf(() => download(program.id, member.id));
    expect(sent.filter((each) => each.command === "find locations")).toHaveLength(1);
  });

  it("shows a template's changed fields and a replaced image in the very next pass", async () => {
    const { programId, memberId, templateId, owned } = await memberWearingTemplate("Before");
    const first = await download(programId, memberId);
    expect(first.passJson.logoText).toBe("Before");
    expect(sha256(first.files["logo@2x.png"])).toBe(await storedLogo(templateId));

    const { updateTemplate } = await import("@/lib/services/templates/update-template");
    await updateTemplate({
      merchantId: owner.merchantId,
      templateId,
      input: updateTemplateSchema.parse({ logoText: "After" }),
    });
    await storeImage({
      owner: owned,
      slot: { type: "logo", resolution: "high" },
      file: await upload(300, 90),
      query: { derive: false },
    });
    const next = await download(programId, memberId);
    expect(next.passJson.logoText).toBe("After");
    expect(sha256(next.files["logo@2x.png"])).toBe(await storedLogo(templateId));
    expect(sha256(next.files["logo@2x.png"])).not.toBe(sha256(first.files["logo@2x.png"]));
  });

  it("shows a change made by another process (its own caches, the same database) in the very next pass", async () => {
    const { programId, memberId, templateId, owned } = await memberWearingTemplate("Here");
    const first = await download(programId, memberId);
    // A second copy of every module (its own in-memory caches): what another app process is.
    vi.resetModules();
    const other = {
      storeImage: (await import("@/lib/services/pass-images/store-image")).storeImage,
      deleteImage: (await import("@/lib/services/pass-images/delete-images")).deleteImage,
    };
    await other.storeImage({
      owner: owned,
      slot: { type: "logo", resolution: "high" },
      file: await upload(280, 80),
      query: { derive: false },
    });
    const replaced = await download(programId, memberId);
    expect(sha256(replaced.files["logo@2x.png"])).toBe(await storedLogo(templateId));
    expect(sha256(replaced.files["logo@2x.png"])).not.toBe(sha256(first.files["logo@2x.png"]));

    await other.deleteImage({ owner: owned, type: "logo", resolution: "high" });
    const removed = await download(programId, memberId);
    expect(removed.files["logo@2x.png"]).toBeUndefined();
  });

  it("reads the design fresh while an image write is under way or was stopped half-way", async () => {
    const { programId, memberId, templateId } = await memberWearingTemplate("Stopped");
    const first = await download(programId, memberId);
    // What a process stopped between its first and last slot write leaves: the writer named, a slot switched.
    await Template.updateOne({ _id: templateId }, { $set: { designWriter: "stopped-upload" } });
    const other = await PassImage.findOne({ merchantId: owner.merchantId, templateId, type: "logo" }).lean();
    await PassImage.updateOne({ _id: other?._id }, { $set: { resolution: "ultra" } });
    const next = await download(programId, memberId);
    expect(next.files["logo@2x.png"]).toBeUndefined();
    expect(sha256(next.files["logo@3x.png"])).toBe(sha256(first.files["logo@2x.png"]));
  });
});
