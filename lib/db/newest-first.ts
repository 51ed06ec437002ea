/**
 * Newest first, ties broken by `_id` (also newest first): the order every list uses. Lists sort in code because
 * FerretDB does not push sorts down (docs/queries-that-scale.md).
 */
export function newestFirst(
  a: { createdAt: Date; _id: unknown },
  b: { createdAt: Date; _id: unknown },
): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id));
}
