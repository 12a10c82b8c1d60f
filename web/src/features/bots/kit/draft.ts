/**
 * A create form kept in sessionStorage across the login reload (a logged-out user who pressed
 * create logs in, the page reloads, and the confirmation re-opens with the same values).
 */

/** A kept form older than this is ignored. */
export const DRAFT_TTL_MS = 30 * 60_000;

export interface Draft<V> {
  symbol: string;
  values: V;
  origin: 'manual' | 'ai';
  /** the action to resume after login */
  resume: 'confirm';
  savedAt: number;
}

/** The draft calls of one create page: kept under `key`, its values completed by `complete` on load. */
export function draftStore<V>(key: string, complete: (values: Partial<V>) => V) {
  function saveDraft(draft: Omit<Draft<V>, 'savedAt'>, storage: Storage = window.sessionStorage): void {
    try {
      storage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
    } catch {
      // storage unavailable: the user re-enters the form after logging in
    }
  }

  /** The kept form for this symbol, if any and fresh. */
  function loadDraft(symbol: string, storage: Storage = window.sessionStorage, now = Date.now()): Draft<V> | null {
    try {
      const raw = storage.getItem(key);
      if (!raw) return null;
      const d = JSON.parse(raw) as Partial<Draft<V>>;
      if (d.symbol !== symbol || !d.values || typeof d.savedAt !== 'number' || now - d.savedAt > DRAFT_TTL_MS) return null;
      return { symbol, values: complete(d.values), origin: d.origin === 'ai' ? 'ai' : 'manual', resume: 'confirm', savedAt: d.savedAt };
    } catch {
      return null;
    }
  }

  function clearDraft(storage: Storage = window.sessionStorage): void {
    try {
      storage.removeItem(key);
    } catch {
      // nothing kept
    }
  }

  return { saveDraft, loadDraft, clearDraft };
}
