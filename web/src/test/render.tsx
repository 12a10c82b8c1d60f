import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeQueryClient, Providers } from '../app/Providers';
import en from '../i18n/locales/en.json';

/** Render with the app providers (English messages) inside a memory router. */
export function renderWithApp(ui: ReactElement, path = '/') {
  const client = makeQueryClient();
  return {
    client,
    ...render(
      <Providers locale="en" messages={en} client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Providers>,
    ),
  };
}

/** A fetch mock answering by "METHOD path" with JSON envelopes; records every call. */
export function mockFetch(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const key = `${method} ${url.split('?')[0]}`;
    const all: Record<string, unknown> = { 'POST /v3/config/web': ok({ list: [] }), ...routes };
    const body = key in all ? all[key] : { ret_code: 10007, ret_msg: 'not logged in', result: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fn, calls };
}

export const ok = (result: unknown) => ({ ret_code: 0, ret_msg: 'OK', result, time_now: '0' });
