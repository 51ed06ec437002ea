import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cyclesOf, groupGraph, importGraph, reachableFrom } from "@/lib/testing/import-graph";
import { sourceFiles } from "@/lib/testing/source-walk";

// Dependencies run one way only (issue 26). A circle makes every file on it load, change and break with all the
// others, and hides which one is the lower layer; these tests fail as soon as a new import closes one.

const graph = importGraph(sourceFiles("app", "components", "lib", "tools"));

describe("the import graph", () => {
  it("has no circle of files anywhere in app, components, lib and tools", () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("has no circle between the service folders: each lib/services/<folder> depends only on lower ones", () => {
    const folderOf = (file: string) =>
      file.startsWith("lib/services/") ? file.split("/").slice(0, 3).join("/") : null;
    const { groups, because } = groupGraph(graph, folderOf);
    const cycles = cyclesOf(groups);
    const explained = cycles.map((cycle) =>
      cycle.flatMap((from) =>
        cycle.flatMap((to) =>
          (because.get(`${from} → ${to}`) ?? []).map((edge) => `${from} → ${to}: ${edge}`),
        ),
      ),
    );
    expect(explained).toEqual([]);
  });

  it("keeps the way out below the services: the change dispatcher and the outbox import no domain service", () => {
    const lowFolders = ["lib/outbox/", "lib/services/changes/", "lib/services/pass-updates/"];
    const domains =
      /^lib\/services\/(members|giftcards|programs|offers|templates|gdpr|wallet|card-links|webhooks|accounts|signup|public-join|redemptions|overview)\//;
    const offending = [...graph].flatMap(([file, targets]) =>
      lowFolders.some((folder) => file.startsWith(folder))
        ? targets.filter((target) => domains.test(target)).map((target) => `${file} → ${target}`)
        : [],
    );
    expect(offending).toEqual([]);
  });
});

describe("the browser's side of the line", () => {
  // What runs only on the server: data, secrets, the HTTP edge, outbound messages. A client component that
  // loaded one of these would ship it to the browser (or fail there). Held by this walk of the imports rather
  // than the `server-only` package, which throws outside Next's bundler (the custom server, the CLIs, vitest).
  const SERVER_ONLY = /^lib\/(services|db|auth|api|outbox|mail|openapi|log|http|gdpr)\/|^lib\/env\.ts$/;
  const files = sourceFiles("app", "components", "lib");
  const directive = (file: string, name: string) =>
    new RegExp(`^["']${name}["']`, "m").test(readFileSync(file, "utf8").slice(0, 200));
  const clientFiles = files.filter((file) => directive(file, "use client"));
  // A client component may call a server action: Next sends the browser a stub, never the action's imports.
  const serverActions = new Set(files.filter((file) => directive(file, "use server")));
  const runtime = new Map(
    [...importGraph(files, { typeImports: false })].map(([file, targets]) => [
      file,
      targets.filter((target) => !serverActions.has(target)),
    ]),
  );

  it("finds the client components", () => {
    expect(clientFiles.length).toBeGreaterThan(50);
  });

  it("no client component loads server code, directly or through another module", () => {
    const offending = clientFiles.flatMap((file) =>
      [...reachableFrom(runtime, file)]
        .filter((reached) => SERVER_ONLY.test(reached))
        .map((reached) => `${file} → ${reached}`),
    );
    expect(offending).toEqual([]);
  });
});
