import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../api/idempotency';
import { mockFetch, ok, renderWithApp, type RouteAnswer } from '../../test/render';
import { AccountPage } from './AccountPage';
import { PROFILE_KEY } from './session';

const USER = { id: 12, email: 'dora@example.com', user_type: 'FRESH', is_islamic: false, banned: false };
const CHANGE = 'POST /v2/private/user/change-password';

function renderAccount(change: RouteAnswer = ok({ user: USER })) {
  const { fn, calls } = mockFetch({
    'GET /v2/private/user/profile': ok(USER), [CHANGE]: change,
    'POST /v2/private/venue-keys/list': ok({ list: [], max_keys: 10 }),
  });
  vi.stubGlobal('fetch', vi.fn(fn));
  const view = renderWithApp(<AccountPage />, '/account/');
  const sent = () => calls.filter((c) => c.url === '/v2/private/user/change-password');
  return { ...view, sent };
}

async function fill(current: string, next: string, confirm: string) {
  const field = (id: string) => screen.getByTestId(id);
  await userEvent.clear(field('cp-current'));
  await userEvent.clear(field('cp-new'));
  await userEvent.clear(field('cp-confirm'));
  for (const [id, text] of [['cp-current', current], ['cp-new', next], ['cp-confirm', confirm]] as const) {
    await userEvent.click(field(id));
    if (text) await userEvent.paste(text);
  }
  await userEvent.click(screen.getByTestId('cp-submit'));
}

describe('account page: change password', () => {
  it('asks an anonymous visitor to log in', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<AccountPage />, '/account/');
    expect(await screen.findByTestId('account-login')).toHaveTextContent('Log in to manage your account.');
    expect(screen.queryByTestId('change-password-form')).toBeNull();
  });

  it('checks the fields before calling: current required, the register length rule, the confirmation', async () => {
    const { sent } = renderAccount();
    expect(await screen.findByTestId('account-email')).toHaveTextContent('dora@example.com');
    await fill('', 'long enough 1', 'long enough 1');
    expect(screen.getByTestId('cp-error')).toHaveTextContent('Enter your current password.');
    expect(screen.getByTestId('cp-current')).toHaveAttribute('aria-invalid', 'true');
    await fill('old secret 1', 'short', 'short');
    expect(screen.getByTestId('cp-error')).toHaveTextContent('The new password must be 8 to 128 characters long.');
    expect(screen.getByTestId('cp-new')).toHaveAttribute('aria-invalid', 'true');
    await fill('old secret 1', 'x'.repeat(129), 'x'.repeat(129));
    expect(screen.getByTestId('cp-error')).toHaveTextContent('The new password must be 8 to 128 characters long.');
    await fill('old secret 1', 'long enough 1', 'long enough 2');
    expect(screen.getByTestId('cp-error')).toHaveTextContent('The new passwords do not match.');
    expect(screen.getByTestId('cp-confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('shows the server refusals translated, on the field they name', async () => {
    const answers = [
      { ret_code: 10004, ret_msg: 'the current password is wrong', result: { field: 'old_password' } },
      { ret_code: 10001, ret_msg: 'new_password must be 8 to 128 characters', result: { field: 'new_password', bound: '8..128' } },
      { ret_code: 10006, ret_msg: 'too many wrong passwords', result: null },
    ];
    renderAccount(() => answers.shift());
    await screen.findByTestId('change-password-form');
    await fill('wrong one', 'long enough 1', 'long enough 1');
    expect(await screen.findByTestId('cp-error')).toHaveTextContent('The current password is wrong.');
    expect(screen.getByTestId('cp-current')).toHaveAttribute('aria-invalid', 'true');
    await fill('right one', 'long enough 1', 'long enough 1');
    await waitFor(() => expect(screen.getByTestId('cp-error')).toHaveTextContent('The new password must be 8 to 128 characters long.'));
    await fill('right one', 'long enough 1', 'long enough 1');
    await waitFor(() => expect(screen.getByTestId('cp-error')).toHaveTextContent('Too many attempts. Please try again later.'));
    expect(screen.queryByTestId('cp-success')).toBeNull();
  });

  it('changes the password: the body the API takes, no Idempotency-Key, a confirmation, still logged in', async () => {
    const { sent, client } = renderAccount(ok({ user: { ...USER, user_type: 'NEW' } }));
    await screen.findByTestId('change-password-form');
    await fill('old secret 1', 'new secret 22', 'new secret 22');
    expect(await screen.findByTestId('cp-success')).toHaveTextContent('Your password has been changed. Other devices have been logged out.');
    expect(sent()).toHaveLength(1);
    const [call] = sent();
    expect(JSON.parse(String(call?.init.body))).toEqual({ old_password: 'old secret 1', new_password: 'new secret 22' });
    expect(new Headers(call?.init.headers).get(IDEMPOTENCY_HEADER)).toBeNull();
    for (const id of ['cp-current', 'cp-new', 'cp-confirm']) expect(screen.getByTestId(id)).toHaveValue('');
    expect(client.getQueryData(PROFILE_KEY)).toMatchObject({ id: 12, email: 'dora@example.com', user_type: 'NEW' });
    expect(screen.getByTestId('account-email')).toHaveTextContent('dora@example.com');
    expect(screen.queryByTestId('cp-error')).toBeNull();
  });
});
