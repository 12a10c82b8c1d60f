/**
 * The server's API contract as TypeScript: the types of every operation's request and `result`,
 * read from `schema.gen.ts` (generated from the server's `/openapi.json`, checked in as
 * `openapi.json`; regenerate both with `make api-types`, docs/ARCHITECTURE.md "Requests").
 *
 * - `Result<'/v2/private/asset/balances', 'get'>`: the `result` of a successful answer
 *   (the envelope's `ret_code: 0` member); `unknown` while the operation declares none.
 * - `RequestBody<'/v2/private/asset/transfer'>`, `Query<'/s1/bot/market/v1/kline'>`: what a call sends.
 * - `Schemas['BalanceRow']`: one model of the contract by its name.
 * - `contract.get(path, query)` / `contract.post(path, body)`: the client's calls ({@link api})
 *   with the path's types: a path the server does not have, a wrong field or a wrong method does
 *   not compile.
 *
 * A page may keep its own narrower view type of an answer (the fields it reads, in the shapes it
 * accepts): the call then returns the contract's type *as* that view (`.then((r): View => r)`),
 * so the compiler checks that whatever the server declares fits the page.
 */
import { api, type RequestOptions } from './client';
import type { components, paths } from './schema.gen';

export type Schemas = components['schemas'];
export type Paths = paths;
export type HttpMethod = 'get' | 'post';

/** The paths that have operation `M`. */
export type PathOf<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = paths[P] extends Record<M, infer O> ? O : never;
type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
type Success<A> = A extends { ret_code: 0; result: infer R } ? R : never;

/** The declared `result` of a successful answer; `never` when the operation declares none. */
export type Declared<P extends PathOf<M>, M extends HttpMethod> = Success<Answer<Operation<P, M>>>;

/** The `result` of a successful answer of `M path`; `unknown` while the operation declares none. */
export type Result<P extends PathOf<M>, M extends HttpMethod> =
  [Declared<P, M>] extends [never] ? unknown : Declared<P, M>;

/**
 * The declared `result`, or `Fallback` while the operation declares none (operations being typed
 * on the server: the page's hand-written type until the contract has one, the contract's after).
 */
export type ResultOr<P extends PathOf<M>, M extends HttpMethod, Fallback> =
  [Declared<P, M>] extends [never] ? Fallback : Declared<P, M>;

/** The JSON body of `POST path`. */
export type RequestBody<P extends PathOf<'post'>> =
  Operation<P, 'post'> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters of `GET path`. */
export type Query<P extends PathOf<'get'>> =
  Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? Q : never;

type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/**
 * The client's calls typed by the contract. `Fallback` (default `unknown`) is the answer's type
 * while the operation declares none (`contract.post<typeof PATH, View>(PATH, body)`); once it
 * does, the declared type wins and `Fallback` is ignored.
 */
export const contract = {
  get: <P extends PathOf<'get'>, Fallback = unknown>(
    path: P, query?: Query<P>, opts?: CallOptions,
  ): Promise<ResultOr<P, 'get', Fallback>> =>
    api.get<ResultOr<P, 'get', Fallback>>(path, query as RequestOptions['query'], opts),
  post: <P extends PathOf<'post'>, Fallback = unknown>(
    path: P, body?: RequestBody<P>, opts?: CallOptions,
  ): Promise<ResultOr<P, 'post', Fallback>> =>
    api.post<ResultOr<P, 'post', Fallback>>(path, body, opts),
};
