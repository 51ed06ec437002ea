/**
 * Makes room for `key` in a process-wide map kept to `max` entries (the caches and hints that only save a read):
 * nothing to do while there is room or the key is already in; otherwise the entries `isExpired` names go first,
 * and if that frees nothing, everything — a miss costs one read, unbounded growth would cost the process.
 */
export function makeRoomFor<Key, Value>(
  map: Map<Key, Value>,
  key: Key,
  max: number,
  isExpired?: (value: Value) => boolean,
): void {
  if (map.size < max || map.has(key)) return;
  if (isExpired) for (const [each, value] of map) if (isExpired(value)) map.delete(each);
  if (map.size >= max) map.clear();
}
