/** The value kept under `key`, made by `create` the first time it is asked for. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let found = map.get(key);
  if (found === undefined) {
    found = create();
    map.set(key, found);
  }
  return found;
}
