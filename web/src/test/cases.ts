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

/** The same for a function of several arguments: each row is [its arguments, expected result]. */
export function expectCalls<A extends unknown[], R>(fn: (...args: A) => R, rows: readonly (readonly [A, R])[]) {
  for (const [args, want] of rows) {
    const got = fn(...args);
    const name = args.map(String).join(', ');
    if (want !== null && typeof want === 'object') expect(got, name).toEqual(want);
    else expect(got, name).toBe(want);
  }
}
