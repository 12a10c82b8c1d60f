import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import en from '../../../i18n/locales/en.json';
import { useActionResult } from './useBotAction';

const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale="en" messages={en}>{children}</IntlProvider>;

describe('the answer handlers of a bot action', () => {
  it('read the state again when the action was applied but its answer lost (10020), not on other failures', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useActionResult({ done: 'common.close', refresh, errorMessage: (e) => e.message }), { wrapper });
    result.current.onError(new ApiError(10019, 'busy'));
    result.current.onError(new ApiError(12003, 'short'));
    expect(refresh).not.toHaveBeenCalled();
    result.current.onError(new ApiError(10020, 'applied, answer lost'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
