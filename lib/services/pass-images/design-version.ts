import { randomUUID } from "node:crypto";
import { Template } from "@/lib/db/models/template";
import type { ImageOwner } from "@/lib/services/pass-images/image-owner";

/** A fresh value for a template's `designVersion` (decision 060): unique, so two edits never share one. */
export const newDesignVersion = (): string => randomUUID();

/**
 * Runs a change of a template's image slots so that no process can keep the old design in its cache (decision
 * 060): before the first slot write the template gets a new version and names this writer (`designWriter`:
 * while set, the design is read fresh and never cached); after the last, another new version and the writer
 * cleared — unless another writer started meanwhile, which then clears it when it ends. Stopping half-way
 * leaves the writer set: passes read the design fresh until its next change, never an old cached one.
 * An offer's images are on no pass: their writes run as they are.
 */
export async function whileDesignChanges<T>(owner: ImageOwner, work: () => Promise<T>): Promise<T> {
  if (owner.kind !== "template") return work();
  const filter = { _id: owner.templateId, merchantId: owner.merchantId };
  const writer = randomUUID();
  await Template.updateOne(filter, { $set: { designVersion: newDesignVersion(), designWriter: writer } });
  try {
    return await work();
  } finally {
    const ended = await Template.updateOne(
      { ...filter, designWriter: writer },
      { $set: { designVersion: newDesignVersion(), designWriter: null } },
    );
    if (ended.matchedCount === 0)
      await Template.updateOne(filter, { $set: { designVersion: newDesignVersion() } });
  }
}
