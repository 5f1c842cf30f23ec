// Reading JSON the app stored earlier, possibly written by an older version: the schemas of what is read back keep
// what still reads and put a safe empty value where a part is missing or no longer matches, instead of failing the
// whole record. Writing is always checked by the strict schemas; these are for reading back only.
import { z } from 'zod';

/** A stored list: the items that still match `item`; anything that is not a list reads as empty. */
export function readableList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value): z.output<T>[] => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

type ReadableFields<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.ZodCatch<z.ZodOptional<S[K]>> };

/**
 * Every field of an object read on its own: one that is missing or does not match is left undefined, the others are
 * kept (a renamed category does not cost the label beside it).
 */
export function readableFields<S extends Record<string, z.ZodType>>(shape: S): ReadableFields<S> {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) fields[key] = field.optional().catch(undefined);
  return fields as ReadableFields<S>;
}
