/**
 * Sets `key` to `value` as `map`'s newest entry and drops its oldest once it holds more than `max`: a
 * Map iterates in insertion order, so deleting before setting keeps the order one of last use. The
 * bound of every cache an instance keeps in memory (sessions' account checks, verified tokens, products'
 * order terms, catalogue answers).
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
