import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { LoginPage, loginTarget } from './LoginPage';
import { expectCalls } from '../../test/cases';

vi.mock('../../app/reload', () => ({ reloadPage: vi.fn(), navigateTo: vi.fn() }));
const { navigateTo } = await import('../../app/reload');

const ORIGIN = window.location.origin;
const page = (redirect: string) => `/login/?redirect_url=${encodeURIComponent(redirect)}`;

function renderLogin(path: string) {
  return renderWithApp(<Routes><Route path="/login/" element={<LoginPage />} /></Routes>, path);
}

describe('login page (SPEC §2 login redirect)', () => {
  afterEach(() => vi.mocked(navigateTo).mockClear());

  it('computes the target: same origin only, else the app home', () => {
    const loc = { origin: ORIGIN, pathname: '/ja-JP/tradingbot/login/' };
    expectCalls(loginTarget, [
      [[new URLSearchParams({ redirect_url: `${ORIGIN}/ja-JP/tradingbot/?a=1` }), loc], '/ja-JP/tradingbot/?a=1'],
      [[new URLSearchParams({ redirect_url: 'https://evil.example/' }), loc], '/ja-JP/tradingbot/'],
      [[new URLSearchParams(), loc], '/ja-JP/tradingbot/'],
    ]);
  });

  it('logs in and goes back to redirect_url', async () => {
    const { fn, calls } = mockFetch({ 'POST /v2/public/user/login': ok({ user: { id: 4 } }) });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderLogin(page(`${ORIGIN}/tradingbot/grid/detail/?grid_id=7`));
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'alice@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tradingbot/grid/detail/?grid_id=7'));
    expect(calls.some((c) => c.url === '/v2/public/user/login')).toBe(true);
  });

  it('can register instead', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'POST /v2/public/user/register': ok({ user: { id: 5 } }) }).fn));
    renderLogin(page('/tradingbot/'));
    await userEvent.click(await screen.findByTestId('login-tab-register'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'longenough1');
    await userEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tradingbot/'));
  });

  it('sends a logged-in visitor on at once', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({
      'GET /v2/private/user/profile': ok({ id: 8, email: 'a@b.c', user_type: 'FRESH', is_islamic: false, banned: false }),
    }).fn));
    renderLogin(page(`${ORIGIN}/tradingbot/?x=1`));
    expect(await screen.findByTestId('login-redirecting')).toBeInTheDocument();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tradingbot/?x=1'));
  });
});
