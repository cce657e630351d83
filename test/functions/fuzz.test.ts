// Issue 18: malformed input is a 400, never a 500, on every route. fast-check builds
// requests for the whole route table (test/support/fuzz.ts); `npm run bench:fuzz`
// sends 10,000 of them, this test a few hundred on every `npm test`. A failure
// prints the smallest request that breaks the property, and its seed to replay it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { describeRequest, fuzzRequest, problemWith, send } from '#test/support/fuzz.js';
import { FUZZ_ORIGIN, startFuzzStage, type FuzzStage } from '#test/support/fuzz-world.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
let stage: FuzzStage;

beforeAll(async () => {
  stage = await startFuzzStage();
});

afterAll(() => stage?.close());

describe('every route, fuzzed', () => {
  it(`answers ${RUNS} generated requests without a 5xx, refusals as { error }`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(stage.world, FUZZ_ORIGIN), async (request) => {
        const problem = problemWith(await send(stage.port, request));
        if (problem) throw new Error(`${problem}\n  ${describeRequest(request)}`);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
