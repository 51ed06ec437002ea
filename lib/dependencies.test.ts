import { describe, expect, it } from "vitest";
import { cyclesOf, groupGraph, importGraph, sourceFilesOf } from "@/lib/testing/import-graph";

// Dependencies run one way only (issue 26). A circle makes every file on it load, change and break with all the
// others, and hides which one is the lower layer; these tests fail as soon as a new import closes one.

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const graph = importGraph(
  sourceFilesOf(["app", "components", "lib", "tools"]).filter((file) => !isTest(file)),
);

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
