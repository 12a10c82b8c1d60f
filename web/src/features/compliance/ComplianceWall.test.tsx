import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { ComplianceWall } from './ComplianceWall';
import { reportFailure, resetWalls } from './rules';

const profile = (extra: object = {}) => ok({ id: 7, email: 'a@b.c', user_type: 'FRESH', is_islamic: false, banned: false, ...extra });

describe('compliance wall modal', () => {
  afterEach(() => resetWalls());

  it('is shown to a member tagged Islamic and can be closed', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /v2/private/user/profile': profile({ is_islamic: true }) }).fn));
    renderWithApp(<ComplianceWall pathname="/tradingbot/" />);
    const wall = await screen.findByTestId('compliance-wall');
    expect(wall).toHaveAttribute('data-reason', 'restricted');
    expect(wall).toHaveTextContent('Trading bots are not available for your account or in your region.');
    expect(wall).toHaveClass('modal');
    await userEvent.click(screen.getByTestId('compliance-ok'));
    await waitFor(() => expect(screen.queryByTestId('compliance-wall')).toBeNull());
  });

  it('is shown for a restricted locale even when anonymous', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<ComplianceWall pathname="/en-NL/tradingbot/" />);
    expect(await screen.findByTestId('compliance-wall')).toHaveAttribute('data-reason', 'restricted');
  });

  it('is not shown to other users, but opens for a failed call with its code', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /v2/private/user/profile': profile() }).fn));
    renderWithApp(<ComplianceWall pathname="/ja-JP/tradingbot/" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('compliance-wall')).toBeNull();
    act(() => reportFailure({ code: 10009, result: null, message: 'user no permission', url: '/x' }));
    const wall = await screen.findByTestId('compliance-wall');
    expect(wall).toHaveAttribute('data-reason', 'failed');
    expect(screen.getByTestId('compliance-code')).toHaveTextContent('Reason code: 10009');
    expect(wall).toHaveTextContent('This action is not available for your account or in your region.');
  });
});
