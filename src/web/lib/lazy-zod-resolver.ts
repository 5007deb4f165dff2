import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

type LazyResolver<T extends FieldValues, Output> = Resolver<T, unknown, Output> & {
  preload: () => void;
};

/**
 * A react-hook-form resolver that validates with a zod schema, loading zod, the schema and
 * @hookform/resolvers (about 25 KB gzip) on the first validation instead of with the page: a
 * form paints without them. Calling `preload()` when the form is first focused hides the wait.
 */
export function lazyZodResolver<T extends FieldValues, Output = T>(
  loadSchema: () => Promise<ZodType>,
): LazyResolver<T, Output> {
  type Loaded = Resolver<T, unknown, Output>;
  let loaded: Promise<Loaded> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Loaded,
      (error: unknown) => {
        loaded = undefined; // offline for a moment: the next validation tries again
        throw error;
      },
    ));
  const resolver: Loaded = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
