import type { z } from 'zod';

type Json = Record<string, unknown>;

function removeAt(target: Json, path: readonly PropertyKey[]) {
  // Into an array no further: a hole would become null and fail again, so the whole list goes.
  const arrayAt = path.findIndex((segment) => typeof segment === 'number');
  const kept = arrayAt === -1 ? path : path.slice(0, Math.max(arrayAt, 1));
  let parent: unknown = target;
  for (const segment of kept.slice(0, -1)) parent = (parent as Json | undefined)?.[String(segment)];
  const last = kept.at(-1);
  if (parent && typeof parent === 'object' && last !== undefined)
    Reflect.deleteProperty(parent, String(last));
}

/**
 * What of `value` the partial schema accepts: each field it refuses (a number still empty, a point
 * not picked yet) is left out rather than the whole step going unsaved. The server checks it again.
 */
export function fitToSchema<T>(schema: z.ZodType<T>, value: object): T | null {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const parsed = schema.safeParse(copy);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) removeAt(copy, [...issue.path, key]);
      else if (issue.path.length > 0) removeAt(copy, issue.path);
      else return null;
    }
  }
  return null;
}
