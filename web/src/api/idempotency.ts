/**
 * The `Idempotency-Key` of the user's commands (docs/API.md "Idempotency-Key",
 * src/tradingbot/api/idempotency.py): a retry of an action applies it once.
 *
 * - Which calls: {@link COMMAND_PATHS}, the operations of the contract that take the header (the
 *   compiler checks the list against `schema.gen.ts`, `idempotency.test.ts` against `openapi.json`).
 *   Other calls (log-in, register, change-password, reads, GETs) send no key: the server ignores it
 *   there, and change-password is guarded by the old password instead.
 * - One key per action: a fresh random key for a new call; the SAME key for
 *   - the client's own retries of the call ({@link RETRY}: a network failure, a timeout, a 5xx,
 *     10016 / 10017 / 10019), a bounded number of times with a growing, jittered pause;
 *   - an identical call (same path and body) made while the first is still running (a double click);
 *   - an identical call made within {@link KEEP_UNCERTAIN_MS} after the first ended without a
 *     definite answer (the user's own "try again" after a network failure: if the first had been
 *     applied, the server answers its stored answer instead of applying it twice).
 *   A definite answer (success or a refusal) forgets the key: the next identical action is a new one.
 */
import { newGuid } from '../platform/cookies';
import type { paths } from './schema.gen';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type HeaderOf<P extends keyof paths> = paths[P] extends { post: { parameters: { header?: infer H } } } ? NonNullable<H> : never;
type TakesKey<H> = [H] extends [never] ? false : 'Idempotency-Key' extends keyof H ? true : false;

/** The POST paths of the contract whose operation takes the `Idempotency-Key` header. */
export type CommandPath = { [P in keyof paths]: TakesKey<HeaderOf<P>> extends true ? P : never }[keyof paths];

/** Every command of the contract (a missing or unknown path does not compile). */
export const COMMAND_PATHS = [
  '/contract/v5/fgridbot/add-margin',
  '/contract/v5/fgridbot/fgrid-bot-close',
  '/contract/v5/fgridbot/fgrid-bot-create',
  '/contract/v5/fgridbot/update-trailing-stop',
  '/contract/v5/fgridbot/withdraw-profit',
  '/contract/v5/private/fcombobot/adjust-position',
  '/contract/v5/private/fcombobot/close-bot',
  '/contract/v5/private/fcombobot/create-bot',
  '/contract/v5/private/fcombobot/modify-setting',
  '/contract/v5/private/fcombobot/set-daily-pick-no-pop',
  '/contract/v5/private/fcombobot/transfer',
  '/contract/v5/private/fmartingalebot/close-fmart-bot',
  '/contract/v5/private/fmartingalebot/create-fmart-bot',
  '/contract/v5/private/fmartingalebot/update-fmart-bot',
  '/s1/bot/backtest/v1/cancel',
  '/s1/bot/backtest/v1/create',
  '/s1/bot/backtest/v1/delete',
  '/s1/bot/backtest/v1/share',
  '/s1/bot/backtest/v1/upload-candles',
  '/s1/bot/dca/v1/close-bot',
  '/s1/bot/dca/v1/create-bot',
  '/s1/bot/dca/v1/update-parameters',
  '/s1/bot/fgrid/v1/update-fgrid-tpsl',
  '/s1/bot/grid/v1/close-grid',
  '/s1/bot/grid/v1/create-grid',
  '/s1/bot/grid/v1/update-sgrid',
  '/s1/bot/grid/v1/withdraw-profit',
  '/s1/bot/tradingbot/v1/copy-bot',
  '/s1/bot/tradingbot/v1/ranking-settings',
  '/v2/private/asset/transfer',
  '/v2/private/notifications/channels/delete',
  '/v2/private/notifications/channels/test',
  '/v2/private/notifications/read',
  '/v2/private/notifications/settings',
  '/v2/private/user/demo-funds',
  '/v2/private/venue-keys/add',
  '/v2/private/venue-keys/delete',
] as const satisfies readonly CommandPath[];

type Missing = Exclude<CommandPath, (typeof COMMAND_PATHS)[number]>;
/** Fails to compile, naming the path, when the contract has a command the list lacks. */
const everyCommandListed: [Missing] extends [never] ? true : Missing = true;
void everyCommandListed;

const COMMANDS: ReadonlySet<string> = new Set(COMMAND_PATHS);

/** Whether `POST path` is a command (a query string or trailing slash does not count). */
export function isCommand(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return COMMANDS.has(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
}

/** A fresh key: a random UUID (crypto.randomUUID, else getRandomValues, else Math.random). */
export function newIdempotencyKey(): string {
  return newGuid();
}

/** JSON with object keys sorted (the server compares bodies the same way). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }) ?? '';
}

/** How long a key outlives a call that ended without a definite answer (the server keeps it 24 h). */
export const KEEP_UNCERTAIN_MS = 15 * 60_000;
const MAX_KEPT = 50;

/** The retries of one command: how many, and the pause before retry n (1-based). */
export const RETRY = {
  retries: 2,
  baseDelayMs: 500,
  maxDelayMs: 4_000,
  /** Pause before retry `n`: base * 2^(n-1), capped, with +-25 % jitter. */
  delayMs(n: number, random: () => number = Math.random): number {
    const plain = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (n - 1));
    return Math.round(plain * (0.75 + random() * 0.5));
  },
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface Entry {
  key: string;
  pending: number;
  /** a call with this key got a definite answer */
  settled: boolean;
  keepUntil: number;
}

/** The keys of the commands in flight or recently left without a definite answer, by request. */
export class CommandKeys {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The key for this request: the one in use or kept for it, else a fresh one. */
  acquire(fingerprint: string): string {
    const entry = this.entries.get(fingerprint);
    if (entry && (entry.pending > 0 || entry.keepUntil > this.now())) {
      entry.pending += 1;
      return entry.key;
    }
    const key = newIdempotencyKey();
    this.entries.delete(fingerprint);
    this.entries.set(fingerprint, { key, pending: 1, settled: false, keepUntil: 0 });
    this.prune();
    return key;
  }

  /** The call ended: `definite` (a success or a refusal) forgets the key, else it is kept a while. */
  release(fingerprint: string, definite: boolean): void {
    const entry = this.entries.get(fingerprint);
    if (!entry) return;
    entry.pending = Math.max(0, entry.pending - 1);
    entry.settled ||= definite;
    if (!entry.settled) entry.keepUntil = this.now() + KEEP_UNCERTAIN_MS;
    if (entry.pending === 0 && entry.settled) this.entries.delete(fingerprint);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [fp, e] of this.entries) {
      if (e.pending === 0 && e.keepUntil <= now) this.entries.delete(fp);
    }
    for (const [fp, e] of this.entries) {
      if (this.entries.size <= MAX_KEPT) break;
      if (e.pending === 0) this.entries.delete(fp);
    }
  }
}

/** What identifies "the same request" for {@link CommandKeys}. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return `${method} ${path}\n${body === undefined ? '' : canonicalJson(body)}`;
}

/**
 * Run one command under its key: `send(key)` once, then again with the same key while the failure
 * is `retryable` and retries remain (pausing {@link RETRY}.delayMs between).
 */
export async function runCommand<T>(
  keys: CommandKeys,
  fingerprint: string,
  send: (key: string) => Promise<T>,
  retryable: (err: unknown) => boolean,
): Promise<T> {
  const key = keys.acquire(fingerprint);
  let definite = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await send(key);
        definite = true;
        return result;
      } catch (err) {
        if (!retryable(err)) {
          definite = true;
          throw err;
        }
        if (attempt >= RETRY.retries) throw err;
        await RETRY.sleep(RETRY.delayMs(attempt + 1));
      }
    }
  } finally {
    keys.release(fingerprint, definite);
  }
}
