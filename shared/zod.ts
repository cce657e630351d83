// zod for the browser and the functions alike: `zod/mini`, whose schemas are plain functions that
// bundlers tree-shake, where the classic API put every method on every schema (about 60 kB more in
// every function bundle; D-172). Import zod from here only (eslint forbids 'zod' and 'zod/mini').
import { en } from 'zod/locales';
import { config, pipe, transform, type core, type ZodMiniPipe } from 'zod/mini';

// Classic zod loads its English messages by itself; zod/mini loads none, so every issue without a
// message of ours would read "Invalid input". Loading them here keeps zod's wording (e.g. "Too
// small: expected number to be >=1") in the replies and forms that show it.
config(en());

export * from 'zod/mini';

/** Classic's `z.preprocess` type: a pipe whose key is optional in an object when `U` is (D-172). */
export interface ZodMiniPreprocess<U extends core.SomeType = core.$ZodType, I = unknown>
  extends ZodMiniPipe<core.$ZodTransform<unknown, I>, U>,
    core.$ZodPreprocess<U, I> {
  _zod: core.$ZodPreprocessInternals<U, I>;
  def: core.$ZodPreprocessDef<U, I>;
}

/**
 * zod/mini has no `preprocess`; classic's is this same pipe (a transform, then the schema), only
 * typed so that an optional schema stays an optional key of the object's input type.
 */
export function preprocess<A, U extends core.SomeType, I = unknown>(
  fn: (value: I, payload: core.ParsePayload) => A,
  schema: U,
): ZodMiniPreprocess<U, I> {
  return pipe(transform(fn), schema as never) as unknown as ZodMiniPreprocess<U, I>;
}
