import type { ScannerProgram } from "@/components/scanner/scanner-program";
import { LIST_LIMIT } from "@/lib/schemas/program";
import { listPrograms } from "@/lib/services/programs/list-programs";

type ListedProgram = Awaited<ReturnType<typeof listPrograms>>["items"][number];

const toScannerProgram = (program: ListedProgram): ScannerProgram => ({
  id: program.id,
  name: program.name,
  scannerType: program.scannerType ?? null,
  dynamicScanPoints: Boolean(program.dynamicScanPoints),
  isArchived: program.status === "archived",
  pointName: program.customPointsName ?? null,
});

/**
 * Every loyalty program of the merchant, by name, as the scanner needs them (gift-card programs have no members
 * to scan). Read page by page, so a merchant with more programs than one page holds still finds each of them.
 */
export async function scannerPrograms(merchantId: string): Promise<ScannerProgram[]> {
  const byId = new Map<string, ScannerProgram>();
  for (let page = 1; ; page++) {
    const { items, total } = await listPrograms({
      merchantId,
      query: { q: null, page, limit: LIST_LIMIT.max, offset: null, sort: "name" },
    });
    for (const program of items)
      if (program.programType === "loyalty") byId.set(program.id, toScannerProgram(program));
    if (items.length < LIST_LIMIT.max || page * LIST_LIMIT.max >= total) break;
  }
  return [...byId.values()];
}
