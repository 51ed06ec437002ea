import { listPrograms } from "@/lib/services/programs/list-programs";

/** The merchant's programs a template can belong to, for the designer's select (tiers for its preview's `{tier}`). */
export async function programOptions(merchantId: string) {
  const { items } = await listPrograms({
    merchantId,
    query: { q: null, page: 1, limit: 1000, offset: null },
  });
  return items.map((program) => ({
    id: program.id,
    name: program.name,
    tiers: (program.tiers ?? []).map(({ name, minLifetimePoints }) => ({ name, minLifetimePoints })),
  }));
}
