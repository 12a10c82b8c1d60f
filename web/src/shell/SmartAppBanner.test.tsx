import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { appLinkFor, SmartAppBanner } from './SmartAppBanner';
import { expectCases } from '../test/cases';

describe('smart app banner', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn)));

  it('opens the same page in the app, or the app home', () => {
    expectCases(appLinkFor, [
      ['https://x.example/ja-JP/tradingbot/create/?base=ETH&quote=USDT', 'botapp://grid_create?symbol=ETHUSDT'],
      ['https://x.example/tradingbot/', 'botapp://route?targetUrl=%2Ftradingbot%2F'],
      ['https://x.example/unknown/page/', 'botapp://home'],
    ]);
  });
  it('is translated and dismissible', async () => {
    const onDismiss = vi.fn();
    renderWithApp(<SmartAppBanner onDismiss={onDismiss} />);
    expect(screen.getByTestId('smart-banner')).toHaveTextContent('Manage your trading bots on the go.');
    expect(screen.getByTestId('smart-banner-open')).toHaveAttribute('href', expect.stringMatching(/^botapp:\/\//));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
