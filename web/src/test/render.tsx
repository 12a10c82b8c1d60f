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

/** A function answering a request (its JSON body, and the URL for GET queries) with an envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteFn = (req: { body: any; url: URL }) => unknown;
/** A route answer: an envelope, or a function of the request. */
export type RouteAnswer = RouteFn | Record<string, unknown> | null;

/** A fetch mock answering by "METHOD path" with JSON envelopes; records every call. */
export function mockFetch(routes: Record<string, RouteAnswer>) {
  const calls: { method: string; url: string; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const key = `${method} ${url.split('?')[0]}`;
    const all: Record<string, unknown> = {
      'POST /v3/config/web': ok({ list: [] }),
      'GET /s1/bot/market/v1/sources': ok({ list: [] }),
      ...routes,
    };
    const answer = key in all ? all[key] : { ret_code: 10007, ret_msg: 'not logged in', result: null };
    const body = typeof answer === 'function'
      ? answer({ body: init.body ? JSON.parse(String(init.body)) : undefined, url: new URL(url, 'http://localhost') })
      : answer;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fn, calls };
}

export const ok = (result: unknown) => ({ ret_code: 0, ret_msg: 'OK', result, time_now: '0' });
