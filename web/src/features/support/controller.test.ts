import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DELAY_MS, HEADER_RESET_MS } from '../../platform/constants';
import { scheduleSupportChat } from './controller';

describe('support chat start (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hooks = () => {
    const order: string[] = [];
    return {
      order,
      init: vi.fn(() => {
        order.push('init');
      }),
      afterInit: vi.fn(() => {
        order.push('language+user');
      }),
      resetHeaderUser: vi.fn(() => {
        order.push('header reset');
      }),
    };
  };

  it('outside the app: nothing at first, init at 10 s, then language and user, header reset 100 ms later', async () => {
    const h = hooks();
    const chat = scheduleSupportChat({ inApp: false, ...h });
    await vi.advanceTimersByTimeAsync(CHAT_DELAY_MS - 1);
    expect(h.order).toEqual([]);
    expect(chat.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.order).toEqual(['init', 'language+user']);
    expect(chat.started).toBe(true);
    await vi.advanceTimersByTimeAsync(HEADER_RESET_MS - 1);
    expect(h.resetHeaderUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.order).toEqual(['init', 'language+user', 'header reset']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.init).toHaveBeenCalledTimes(1);
  });

  it('inside the app: never by itself, but when asked', async () => {
    const h = hooks();
    const chat = scheduleSupportChat({ inApp: true, ...h });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.init).not.toHaveBeenCalled();
    await chat.startNow();
    expect(h.order).toEqual(['init', 'language+user']);
  });

  it('startNow starts early, once; the timer then does nothing', async () => {
    const h = hooks();
    const chat = scheduleSupportChat({ inApp: false, ...h });
    await Promise.all([chat.startNow(), chat.startNow()]);
    expect(h.init).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHAT_DELAY_MS + HEADER_RESET_MS);
    expect(h.init).toHaveBeenCalledTimes(1);
    expect(h.resetHeaderUser).toHaveBeenCalledTimes(1);
  });

  it('cancel stops the pending timers', async () => {
    const h = hooks();
    scheduleSupportChat({ inApp: false, ...h }).cancel();
    await vi.advanceTimersByTimeAsync(CHAT_DELAY_MS * 2);
    expect(h.init).not.toHaveBeenCalled();
  });

  it('a failed start is logged and can be retried', async () => {
    const log = vi.fn();
    const init = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    const chat = scheduleSupportChat({ inApp: true, init, afterInit: vi.fn(), resetHeaderUser: vi.fn(), log });
    await chat.startNow();
    expect(log).toHaveBeenCalledWith('support chat failed to start', expect.any(Error));
    expect(chat.started).toBe(false);
    await chat.startNow();
    expect(chat.started).toBe(true);
  });
});
