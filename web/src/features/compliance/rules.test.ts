import { afterEach, describe, expect, it, vi } from 'vitest';
import { isComplianceBanned, onWall, pageLocale, reportFailure, resetWalls, wallForFailure } from './rules';
import { expectCalls } from '../../test/cases';

const info = (code: number | undefined, result: unknown = null) => ({ code, result, message: 'x', url: '/x' });

describe('compliance ban flag (SPEC §6)', () => {
  it('is set for members tagged Islamic', () => {
    expectCalls(isComplianceBanned, [
      [[{ is_islamic: true }, '/tradingbot/'], true], [[{ is_islamic: 1 }, '/tradingbot/'], true],
      [[{ is_islamic: '1' }, '/tradingbot/'], true], [[{ is_islamic: false }, '/tradingbot/'], false],
      [[{ is_islamic: 0 }, '/tradingbot/'], false], [[null, '/tradingbot/'], false],
    ]);
  });
  it('is set for the nl-NL and en-NL locales (raw path segment)', () => {
    expect(pageLocale('/nl-NL/tradingbot/')).toBe('nl-NL');
    expectCalls(isComplianceBanned, [
      [[null, '/nl-NL/tradingbot/'], true], [[null, '/en-NL/tradingbot/create/'], true],
      [[null, '/en/tradingbot/'], false], [[null, '/de-EU/tradingbot/'], false],
    ]);
  });
});

describe('wall for a failed call', () => {
  it('opens for permission and member-type codes, with the code and result', () => {
    for (const code of [10009, 33003, 12009, 12017, 12018]) {
      expect(wallForFailure(info(code, { a: 1 }))).toEqual({ reason: 'failed', code, result: { a: 1 } });
    }
    expect(wallForFailure(info(12002, { check_code: 'OPERATE_DENIED' }))?.reason).toBe('failed');
    expect(wallForFailure(info(12000, { bot_code: 'USER_BANNED' }))?.code).toBe(12000);
  });
  it('stays shut for login, validation, business and transport failures', () => {
    for (const code of [10007, 10001, 10004, 12002, 12003, 12104, -1, undefined]) {
      expect(wallForFailure(info(code, { check_code: 'SPOT_CHECK_CODE_GRID_NO_TOO_LOW' }))).toBeNull();
    }
  });
});

describe('wall bus', () => {
  afterEach(() => resetWalls());
  it('delivers to listeners, and a wall reported before anyone listened once', () => {
    reportFailure(info(10009));
    reportFailure(info(10001));
    const first = vi.fn();
    const off = onWall(first);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ reason: 'failed', code: 10009, result: null });
    reportFailure(info(33003));
    expect(first).toHaveBeenCalledTimes(2);
    off();
    reportFailure(info(33003));
    const late = vi.fn();
    onWall(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(2);
  });
});
