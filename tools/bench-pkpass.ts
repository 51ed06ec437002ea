import sharp from "sharp";

// Part of npm run bench (BENCH_ONLY=pkpass alone): building and signing one member's .pkpass whose template
// has 6 photo-like images (logo, icon and strip at @2x and @3x), through the API route, against
// passkit-generator alone given the very same buffers and certificates (decision 020). Goals: the route
// ≤ 20 ms p50 with the design kept by version (decision 060), and its throughput ≥ 0.6× the library's alone.
// With MONGODB_MONITOR_COMMANDS=1 (set by `BENCH_ONLY=pkpass`) it also counts one warm request's database
// commands and round trips. BENCH_PKPASS_ROUNDS: fewer rounds for a quick run.

const ROUNDS = Number(process.env.BENCH_PKPASS_ROUNDS ?? 40);
const SLOW_ROUNDS = 5;

/** A photo-like image (gradient plus noise), so its PNG is as large as a real photo's. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i % (width * 3)) / 14 + ((i * 2654435761) >>> 28);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

type Timing = { p50: number; p90: number };
type Work = () => Promise<unknown> | unknown;

/**
 * Each variant once per round, round after round, so that the machine's load (shared by other work) weighs on
 * all of them alike; p50 and p90 per variant.
 */
async function timings<Name extends string>(
  variants: Record<Name, Work>,
  rounds = ROUNDS,
): Promise<Record<Name, Timing>> {
  const names = Object.keys(variants) as Name[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let round = -3; round < rounds; round++) {
    for (const name of names) {
      const started = performance.now();
      await variants[name]();
      if (round >= 0) times[name].push(performance.now() - started); // the first rounds warm up
    }
  }
  const percentile = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return Object.fromEntries(
    names.map((name) => {
      const sorted = times[name].sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) }];
    }),
  ) as Record<Name, Timing>;
}

const line = (name: string, { p50, p90 }: Timing) =>
  `${name.padEnd(58)} p50 ${p50.toFixed(1).padStart(7)} ms   p90 ${p90.toFixed(1).padStart(7)} ms`;

/** Needs MONGODB_URI (and AUTH_SECRET) set for the app's own connection. */
export async function benchPkpass(): Promise<string> {
  process.env.PUBLIC_BASE_URL ??= "https://passes.example.com";
  process.env.REQUEST_LOG ??= "off";
  const { PKPass } = await import("passkit-generator");
  const { GET } = await import("../app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route");
  const { POST: upload } = await import("../app/v2/templates/[templateId]/images/[type]/[resolution]/route");
  const { merchantWithToken } = await import("../lib/testing/accounts");
  const { callRoute } = await import("../lib/testing/call-route");
  const { imageForm } = await import("../lib/testing/images");
  const { joinedMember, loyaltyProgram } = await import("../lib/testing/members");
  const { createTemplate } = await import("../lib/services/templates/create-template");
  const { createTemplateSchema } = await import("../lib/schemas/template");
  const { updateProgram } = await import("../lib/services/programs/update-program");
  const { buildApplePass } = await import("../lib/services/wallet/apple/build-pass");
  const { assemblePass } = await import("../lib/services/wallet/apple/assemble-pass");
  const { loadPassSource } = await import("../lib/services/wallet/pass-source");
  const { passFactsOf } = await import("../lib/services/wallet/pass-source");
  const { withNativeForgeCrypto } = await import("../lib/services/wallet/apple/native-forge");
  const { zipStored } = await import("../lib/services/wallet/apple/stored-zip");

  const account = await merchantWithToken("Bench Passes");
  const program = await loyaltyProgram(account.merchantId, { passTypeIdentifier: "pass.com.example.bench" });
  const template = await createTemplate({
    merchantId: account.merchantId,
    input: createTemplateSchema.parse({
      name: "Bench card",
      passType: "storeCard",
      primaryFields: [{ key: "points", label: "Points", value: "{points}" }],
      secondaryFields: [{ key: "name", label: "Member", value: "{memberName}" }],
      auxiliaryFields: [{ key: "number", label: "No.", value: "{memberNumber}" }],
    }),
  });
  const slots = { logo: [160, 50], icon: [29, 29], strip: [375, 144] } as const;
  let imageBytes = 0;
  for (const [type, [width, height]] of Object.entries(slots)) {
    for (const [resolution, scale] of [
      ["high", 2],
      ["ultra", 3],
    ] as const) {
      const image = await photo(width * scale, height * scale);
      const stored = await callRoute(upload, {
        params: { templateId: template.id, type, resolution },
        formData: imageForm(image),
        token: account.token,
      });
      if (stored.status !== 200) throw new Error(`image upload answered ${stored.status}`);
      imageBytes += (stored.data as { bytes: number }).bytes;
    }
  }
  await updateProgram({
    merchantId: account.merchantId,
    programId: program.id,
    input: { templateId: template.id },
  });
  const member = await joinedMember(account.merchantId, program.id, {
    firstName: "Bench",
    lastName: "Member",
  });
  const subject = { kind: "member", id: member.id } as const;

  const request = () =>
    new Request("http://localhost/v2/pass", { headers: { authorization: `Bearer ${account.token}` } });
  // The same buffers and certificates the route signs, handed to the library alone.
  const source = await loadPassSource({ subject, withOffers: false });
  if (!source) throw new Error("no member");
  const assembled = await assemblePass({
    program: source.program,
    merchantName: source.merchantName,
    facts: passFactsOf(source),
    serialNumber: `member-${member.id}`,
  });
  const certificates = {
    wwdr: assembled.signer.wwdrPem,
    signerCert: assembled.signer.signerCertPem,
    signerKey: assembled.signer.signerKeyPem,
  };
  const routeOnce = async () => {
    const response = await GET(request(), {
      params: Promise.resolve({ programId: program.id, memberId: member.id }),
    });
    if (response.status !== 200) throw new Error(`pass answered ${response.status}`);
    await response.arrayBuffer();
  };
  const { route, service, libraryNative } = await timings({
    route: routeOnce,
    service: () => buildApplePass({ merchantId: account.merchantId, programId: program.id, subject }),
    libraryNative: () =>
      zipStored(withNativeForgeCrypto(() => new PKPass(assembled.files, certificates).getAsRaw())),
  });
  // Seconds per build: a few rounds are enough to see it.
  const { libraryAsDocumented } = await timings(
    { libraryAsDocumented: () => new PKPass(assembled.files, certificates).getAsBuffer() },
    SLOW_ROUNDS,
  );
  const fileCount = Object.keys(assembled.files).length;
  const { commandsSentBy } = await import("../lib/testing/database-commands");
  const { sent, roundTrips } = await commandsSentBy(routeOnce);
  const warm = { commands: sent, roundTrips };
  const counted =
    warm.commands.length > 0
      ? `one warm request: ${warm.commands.length} database commands in ${warm.roundTrips} round trip(s) (${warm.commands.join(", ")})`
      : "one warm request's database commands: not counted (MONGODB_MONITOR_COMMANDS=1 counts them)";
  const { loadavg } = await import("node:os");
  return [
    `load average ${loadavg()
      .map((each) => each.toFixed(2))
      .join(" ")}, ${ROUNDS} rounds`,
    `.pkpass of a member, template with 6 images (${(imageBytes / 1024).toFixed(0)} KB of PNG, ${fileCount} files before manifest and signature):`,
    line("GET …/members/{memberId}/pass (route, goal ≤ 20 ms p50)", route),
    line("buildApplePass (the service the route calls)", service),
    line("passkit-generator alone, getAsBuffer() as documented", libraryAsDocumented),
    line("passkit-generator alone, with OpenSSL crypto + buffer zip", libraryNative),
    `route throughput vs the library alone: ${(libraryAsDocumented.p50 / route.p50).toFixed(2)}× (as documented), ${(libraryNative.p50 / route.p50).toFixed(2)}× (same crypto and zip as the route); goal ≥ 0.6×`,
    counted,
  ].join("\n");
}
