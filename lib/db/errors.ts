/** MongoDB's (and FerretDB's) answer when an insert or upsert hits a unique index. */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
