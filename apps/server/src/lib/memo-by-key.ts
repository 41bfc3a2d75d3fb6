/**
 * Remembers the answers of `load` for up to `capacity` keys (the oldest forgotten first), sharing one
 * call among concurrent askers. Only for data that does not change while the server runs: the railway
 * timetable, which only the seed writes. A failed call is not remembered.
 */
export function memoByKey<Value>(capacity: number, load: (key: string) => Promise<Value>) {
  const remembered = new Map<string, Promise<Value>>();
  return (key: string): Promise<Value> => {
    const known = remembered.get(key);
    if (known) return known;
    const loading = load(key);
    remembered.set(key, loading);
    if (remembered.size > capacity) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    loading.catch(() => {
      if (remembered.get(key) === loading) remembered.delete(key);
    });
    return loading;
  };
}
