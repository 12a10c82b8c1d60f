import { expect } from 'vitest';

/**
 * A table-driven check of a one-argument function: each row is [argument, expected result]. An
 * object result is compared with toEqual, anything else with toBe; a failure names the row's argument.
 */
export function expectCases<A, R>(fn: (arg: A) => R, rows: readonly (readonly [A, R])[]) {
  for (const [arg, want] of rows) {
    const got = fn(arg);
    if (want !== null && typeof want === 'object') expect(got, String(arg)).toEqual(want);
    else expect(got, String(arg)).toBe(want);
  }
}
