import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../../shell/toast';
import { useAuthDialog } from '../../auth/authDialogContext';
import { useSession } from '../../auth/session';
import type { draftStore } from './draft';

/**
 * The state of a grid create form that survives the login reload (SPEC §4 quick login flow): a kept
 * draft wins over the defaults and re-opens the confirmation once logged in; `askLogin` keeps the
 * form and opens the login dialog. `set(patch, true)` marks a hand edit (the origin turns manual).
 * `requestCreate` opens the confirmation (or asks to log in) for a complete form; `applyAi` fills
 * the form from AI parameters, marks it so and shows it with a toast. `fillDefaults(update)` applies
 * the page's defaults (once the price is known) the first time only, and never over a kept draft.
 */
export function useKeptForm<V>(symbol: string, drafts: ReturnType<typeof draftStore<V>>, empty: () => V) {
  const intl = useIntl();
  const session = useSession();
  const { openAuth } = useAuthDialog();
  const [draft] = useState(() => drafts.loadDraft(symbol));
  const [values, setValues] = useState<V>(() => draft?.values ?? empty());
  const [origin, setOrigin] = useState<'manual' | 'ai'>(draft?.origin ?? 'manual');
  const [tab, setTab] = useState<'ai' | 'manual'>(draft ? 'manual' : 'ai');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const defaulted = useRef(!!draft);

  // resume the create action after the login reload
  useEffect(() => {
    if (!draft || session.isLoading) return;
    if (session.isLoggedIn) {
      drafts.clearDraft();
      setConfirmOpen(true);
    }
  }, [draft, drafts, session.isLoading, session.isLoggedIn]);

  const set = (patch: Partial<V>, manual = false) => {
    setValues((v) => ({ ...v, ...patch }));
    if (manual) setOrigin('manual');
  };
  // keep the form, ask to log in; the confirmation re-opens after the login reload
  const askLogin = () => {
    drafts.saveDraft({ symbol, values, origin, resume: 'confirm' });
    openAuth('login');
  };
  const requestCreate = (ready: boolean) => {
    if (!ready) return;
    if (!session.isLoggedIn) askLogin();
    else setConfirmOpen(true);
  };
  const fillDefaults = (update: (v: V) => V) => {
    if (defaulted.current) return;
    defaulted.current = true;
    setValues(update);
  };
  const applyAi = (update: (v: V) => V, toastId: string) => {
    setValues(update);
    setOrigin('ai');
    setTab('manual');
    notify('success', intl.formatMessage({ id: toastId }));
  };
  return {
    session, draft, values, setValues, set, origin, tab, setTab, confirmOpen, setConfirmOpen, askLogin, requestCreate, applyAi,
    fillDefaults,
  };
}
