import { isValidElement } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailIcon, SuccessIcon, WarnIcon } from './icons';
import { notify, TOAST_DURATION_MS } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

describe('notify', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows a success toast for 2 s with its icon and description', async () => {
    notify('success', 'Saved', 'All good');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [message, opts] = vi.mocked(toast.success).mock.calls[0] ?? [];
    expect(message).toBe('Saved');
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(opts).toMatchObject({ description: 'All good', duration: 2000 });
    expect(isValidElement(opts?.icon) && opts.icon.type).toBe(SuccessIcon);
  });

  it('maps fail and warn to error and warning toasts, description optional', async () => {
    notify('fail', 'Failed');
    notify('warn', 'Careful');
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalled());
    const failOpts = vi.mocked(toast.error).mock.calls[0]?.[1];
    const warnOpts = vi.mocked(toast.warning).mock.calls[0]?.[1];
    expect(failOpts?.description).toBeUndefined();
    expect(isValidElement(failOpts?.icon) && failOpts.icon.type).toBe(FailIcon);
    expect(isValidElement(warnOpts?.icon) && warnOpts.icon.type).toBe(WarnIcon);
    expect(warnOpts?.duration).toBe(2000);
  });
});
