import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocationSchema } from "@/lib/schemas/location";
import { createLocation } from "@/lib/services/locations/create-location";
import { deleteLocation } from "@/lib/services/locations/delete-location";
import { updateProgram } from "@/lib/services/programs/update-program";
import { googleClassOf } from "@/lib/services/wallet/google/pass-resources";
import { programSourceOf } from "@/lib/services/wallet/pass-source";
import { merchantWithToken } from "@/lib/testing/accounts";
import { googleBodyProblems } from "@/lib/testing/google-wallet-schemas";
import { downloadMemberPass } from "@/lib/testing/member-pass";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { passPackageProblems } from "@/lib/testing/pass-json-validator";
import { closePass, type OpenedPass } from "@/lib/testing/pkpass";

// Issue 30: a program's locations on its passes — Apple's `locations` (coordinates and lock-screen text), Google's
// class `merchantLocations` (coordinates) — without the archived ones.

process.env.PUBLIC_BASE_URL = "https://passes.example.com";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
const opened: OpenedPass[] = [];

const place = (name: string, latitude: number, longitude: number, relevantText?: string) =>
  createLocation({
    merchantId: owner.merchantId,
    input: createLocationSchema.parse({
      name,
      address: { line1: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
      latitude,
      longitude,
      relevantText,
      timeZone: "Europe/Berlin",
    }),
  });

async function passJsonOf(programId: string, memberId: string) {
  const pass = await downloadMemberPass({ token: owner.token, programId, memberId });
  opened.push(pass);
  expect(passPackageProblems(pass.files)).toEqual([]);
  return pass.passJson;
}

beforeAll(async () => {
  owner = await merchantWithToken("Lock Screen Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

describe("a program's locations on its passes", () => {
  it("puts each active location on the Apple pass and the Google class, in the program's order", async () => {
    const mitte = await place("Mitte", 52.5291, 13.4013, "Your card is ready");
    const harbour = await place("Harbour", 53.5438, 9.9661);
    const program = await loyaltyProgram(owner.merchantId, { locationIds: [harbour.id, mitte.id] });
    const member = await joinedMember(owner.merchantId, program.id);
    expect((await passJsonOf(program.id, member.id)).locations).toEqual([
      { latitude: 53.5438, longitude: 9.9661 },
      { latitude: 52.5291, longitude: 13.4013, relevantText: "Your card is ready" },
    ]);
    const source = await programSourceOf(owner.merchantId, program.id);
    if (!source) throw new Error("the program is there");
    const loyaltyClass = googleClassOf({
      source: { ...source, kind: "member" },
      issuerId: "3388000000000000001",
      logoUrl: "https://passes.example.com/logo.png",
    });
    expect(loyaltyClass.merchantLocations).toEqual([
      { latitude: 53.5438, longitude: 9.9661 },
      { latitude: 52.5291, longitude: 13.4013 },
    ]);
    expect(googleBodyProblems("loyaltyClass", loyaltyClass, "insert")).toEqual([]);

    // Deleted while the program names it: archived, and off the passes.
    await deleteLocation({ merchantId: owner.merchantId, locationId: harbour.id });
    expect((await passJsonOf(program.id, member.id)).locations).toEqual([
      { latitude: 52.5291, longitude: 13.4013, relevantText: "Your card is ready" },
    ]);
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { locationIds: [] } });
    expect(await passJsonOf(program.id, member.id)).not.toHaveProperty("locations");
  });
});
