import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../shell/Header';
import { mockFetch, ok, renderWithApp, type RouteAnswer } from '../../test/render';
import { expectCases } from '../../test/cases';

vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../../app/reload');

const headerOf = (init: RequestInit) => new Headers(init.headers);

/** The header with the server answering `routes`; gives the calls made. */
function renderHeader(routes: Record<string, RouteAnswer>) {
  const { fn, calls } = mockFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fn));
  renderWithApp(<Header locale="en" />);
  return calls;
}

/** Opens the login or sign-up dialog from the header and submits an email and a password. */
async function submitCredentials(opener: 'login-button' | 'signup-button', email: string, password: string) {
  await userEvent.click(await screen.findByTestId(opener));
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByTestId('auth-submit'));
}

describe('login modal', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=tok123; path=/';
  });
  afterEach(() => {
    vi.mocked(reloadPage).mockClear();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('submits the credentials with the CSRF header and reloads on success', async () => {
    const calls = renderHeader({ 'POST /v2/public/user/login': ok({ id: 5 }) });
    await submitCredentials('login-button', 'alice@example.com', 'correct horse');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.url === '/v2/public/user/login');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ email: 'alice@example.com', password: 'correct horse' });
    expect(call?.init.credentials).toBe('include');
    const h = headerOf(call?.init ?? {});
    expectCases((name: string) => h.get(name), [['X-CSRF-Token', 'tok123'], ['Platform', 'pc'], ['lang', 'en']]);
  });

  it('shows a localized error by ret_code and does not reload', async () => {
    renderHeader({ 'POST /v2/public/user/register': { ret_code: 10005, ret_msg: 'email taken', result: { field: 'email' } } });
    await submitCredentials('signup-button', 'bob@example.com', 'longenough1');

    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('validates the email before calling the server', async () => {
    const calls = renderHeader({});
    await submitCredentials('login-button', 'not-an-email', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(calls.filter((c) => c.url.includes('/user/login'))).toHaveLength(0);
  });

  it('shows the email and a logout button when logged in; logout posts and reloads', async () => {
    const calls = renderHeader({
      'GET /v2/private/user/profile': ok({ id: 12, email: 'carol@example.com', user_type: 'FRESH', is_islamic: false, banned: false }),
      'POST /logout': ok(null),
    });
    expect(await screen.findByTestId('header-user')).toHaveTextContent('carol@example.com');
    await userEvent.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.url === '/logout');
    expect(headerOf(call?.init ?? {}).get('X-CSRF-Token')).toBe('tok123');
    // SPEC §7 logout: an empty body (the platform client sends POST bodies as JSON: an empty object)
    expect(call?.init.body).toBe('{}');
  });
});
