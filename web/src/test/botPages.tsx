import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { expect, vi } from 'vitest';
import { Toasts } from '../shell/Toasts';
import { mockFetch, renderWithApp, type RouteAnswer } from './render';

/** How long the bot page tests wait for a debounced or polled update. */
export const WAIT = { timeout: 3000 };

/** The JSON bodies of the requests sent to `path`, in order. */
export const bodies = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls.filter((c) => c.url === path).map((c) => JSON.parse(String(c.init.body)));

/** The failing rows of a server check (validate / limit answers): each rule's row when its `failed` holds, in order. */
export function failedChecks(rules: readonly (readonly [failed: boolean, check_code: string, field: string, from: string, to: string])[]) {
  return rules.filter(([failed]) => failed).map(([, check_code, field, from, to]) => ({ check_code, field, from, to, message: '' }));
}

/** Each test id (inside `scope`, else anywhere on the screen) shows its text: a table of toHaveTextContent checks. */
export function expectTexts(texts: Record<string, string | RegExp>, scope?: HTMLElement) {
  const q = scope ? within(scope) : screen;
  for (const [id, text] of Object.entries(texts)) expect(q.getByTestId(id), id).toHaveTextContent(text);
}

/** Where the router is now (a create page navigates to its detail page). */
export function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

/** A stand-in for the detail route a create page lands on: "<label> <id>" from the query `param`. */
export function DetailStub({ label, param }: { label: string; param: string }) {
  const [params] = useSearchParams();
  return (
    <p data-testid="detail-route">
      {label} {params.get(param)}
    </p>
  );
}

/**
 * A bot page under test: fetch answered by `answers`, `routes` (path -> element) rendered at `url`
 * with the toasts, and with `Where` when a test follows navigation.
 */
export function renderBotPage(
  answers: Record<string, RouteAnswer>,
  routes: Record<string, ReactElement>,
  url: string,
  { where = false }: { where?: boolean } = {},
) {
  const mock = mockFetch(answers);
  vi.stubGlobal('fetch', vi.fn(mock.fn));
  const view = renderWithApp(
    <>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      {where && <Where />}
      <Toasts dir="ltr" />
    </>,
    url,
  );
  return { ...mock, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** Clear each `input-<field>` of a form and type its new value. */
export async function fillInputs(user: User, fields: [string, string][]) {
  for (const [id, value] of fields) {
    await user.clear(screen.getByTestId(`input-${id}`));
    await user.type(screen.getByTestId(`input-${id}`), value);
  }
}

/** Click each quick-adjust button in turn and check the price it leaves: rows of [field, ticks, value after]. */
export async function expectAdjusts(user: User, rows: readonly (readonly [field: string, ticks: number, value: string])[]) {
  for (const [field, ticks, value] of rows) {
    await user.click(screen.getByTestId(`adjust-${field}-${ticks}`));
    expect(screen.getByTestId(`input-${field}`), `${field} ${ticks}`).toHaveValue(value);
  }
}

/** Type the investment, wait for the live checks to pass, then create and confirm in the dialog. */
export async function createWithInvestment(user: User, investment: string) {
  await user.type(screen.getByTestId('input-investment'), investment);
  await screen.findByTestId('validation-ok', undefined, WAIT);
  await user.click(screen.getByTestId('create-submit'));
  await user.click(await screen.findByTestId('confirm-create'));
}

/** A page test's render: fetch answered by `answers`, the `page` at its route `path`, opened at `url`. */
export const pageRenderer = (path: string, page: ReactElement, url: string) =>
  (answers: Record<string, RouteAnswer>) => renderBotPage(answers, { [path]: page }, url);

/** The detail page's status badge, once shown, reads `status`. */
export async function expectStatus(status: string) {
  expect(await screen.findByTestId('bot-status')).toHaveTextContent(status);
}

/** Press a running bot's `<action>-button` and wait for the dialog it opens (`<action>-dialog` unless named). */
export async function openDialog(user: User, action: string, dialogId = `${action}-dialog`) {
  await user.click(await screen.findByTestId(`${action}-button`));
  return screen.findByTestId(dialogId);
}

/** The create call's answer when the funding account is short (bot code INSUFFICIENT_BALANCE). */
export const INSUFFICIENT = { ret_code: 12003, ret_msg: 'insufficient', result: { bot_code: 'INSUFFICIENT_BALANCE' } };

/** After a refused create (INSUFFICIENT): the localized toast, and the page stays on the form. */
export async function expectInsufficientToast() {
  expect((await screen.findAllByText('Insufficient balance in your funding account.'))[0]).toBeInTheDocument();
  expect(screen.queryByTestId('detail-route')).toBeNull();
}

/**
 * Pick ETHUSDT in a create page's symbol picker, its option showing each of `optionTexts`: the
 * address turns to `where` and the page shows the new symbol's `price`.
 */
export async function expectPickEthUsdt(user: User, { optionTexts, where, price }: { optionTexts: string[]; where: string; price: string }) {
  await user.click(await screen.findByTestId('symbol-picker'));
  const option = await screen.findByTestId('symbol-option-ETHUSDT');
  for (const t of optionTexts) expect(option).toHaveTextContent(t);
  await act(() => user.click(option));
  expect(screen.getByTestId('where')).toHaveTextContent(where);
  expect(await screen.findByTestId('symbol-price')).toHaveTextContent(price);
}

/** Each `input-<name>` of the form holds its value: a table of toHaveValue checks. */
export function expectInputs(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) expect(screen.getByTestId(`input-${name}`), name).toHaveValue(value);
}

/** The rows (`rowId`) of the table `tableId` once it shows (a preview waits for its debounced check). */
export async function findRows(tableId: string, rowId: string) {
  return within(await screen.findByTestId(tableId, undefined, WAIT)).getAllByTestId(rowId);
}
