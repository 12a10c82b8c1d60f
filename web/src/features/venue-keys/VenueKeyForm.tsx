import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { errorMessageId, fieldOf } from '../../api/errorMessage';
import { notify } from '../../shell/toast';
import { addVenueKey, PASSPHRASE_VENUES, VENUE_KEYS_KEY, VENUES, type AddVenueKey, type Venue } from './api';
import { validateKey, type KeyField, type KeyForm, type KeyFormError } from './validate';

const EMPTY: KeyForm = { venue: 'binance', apiKey: '', secret: '', passphrase: '', testnet: true, label: '' };
const SHAPE_FIELDS: Record<string, KeyField> = { api_key: 'api_key', secret: 'secret', passphrase: 'passphrase', label: 'label' };

/** The server's refusal as the form shows it (never with what was sent). */
function toFormError(err: unknown): KeyFormError {
  if (err instanceof ApiError) {
    switch (err.code) {
      case 12201: return { id: 'venueKeys.error.limit' };
      case 12202: return { id: 'venueKeys.error.withdraw', field: 'api_key' };
      case 12203: return { id: 'venueKeys.error.refused', field: 'api_key' };
      case 12204: return { id: 'venueKeys.error.unreachable' };
      case 12205: return { id: 'venueKeys.error.unavailable' };
      case 10001: {
        const field = SHAPE_FIELDS[fieldOf(err) ?? ''];
        if (field) return { id: `venueKeys.error.${field === 'api_key' ? 'apiKey' : field}`, field };
      }
    }
  }
  return { id: errorMessageId(err) };
}

/**
 * Adding a key: the venue, the key and its secret (and OKX's passphrase), testnet on by default,
 * an optional name. The fields are emptied once the server stored the key (it asked the venue
 * first); a refusal says why in the user's language and keeps what was typed for a correction.
 */
export function VenueKeyForm({ full }: { full: boolean }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [form, setForm] = useState<KeyForm>(EMPTY);
  const [error, setError] = useState<KeyFormError | null>(null);
  const needsPassphrase = PASSPHRASE_VENUES.has(form.venue);
  const set = <K extends keyof KeyForm>(k: K, v: KeyForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const add = useMutation({
    mutationFn: addVenueKey,
    onSuccess: async () => {
      setForm(EMPTY);
      setError(null);
      notify('success', intl.formatMessage({ id: 'venueKeys.addedToast' }));
      await client.invalidateQueries({ queryKey: [VENUE_KEYS_KEY] });
    },
    onError: (err) => setError(toFormError(err)),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (add.isPending) return;
    const invalid = validateKey(form);
    if (invalid) return setError(invalid);
    setError(null);
    const body: AddVenueKey = { venue: form.venue, api_key: form.apiKey.trim(), secret: form.secret.trim(), testnet: form.testnet };
    if (needsPassphrase) body.passphrase = form.passphrase;
    if (form.label.trim()) body.label = form.label.trim();
    add.mutate(body);
  }

  const invalid = (f: KeyField) => error?.field === f;
  const text = (f: KeyField, label: string, value: string, onChange: (v: string) => void, secret: boolean, testId: string) => (
    <label className="field">
      <span><FormattedMessage id={label} /></span>
      <input className={`input ${invalid(f) ? 'input-error' : ''}`} type={secret ? 'password' : 'text'} value={value}
        onChange={(e) => onChange(e.target.value)} aria-invalid={invalid(f)} dir="ltr" autoComplete="off"
        spellCheck={false} data-testid={testId} />
    </label>
  );
  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate data-testid="venue-key-form">
      <label className="field">
        <span><FormattedMessage id="venueKeys.venue" /></span>
        <select className="input" value={form.venue} onChange={(e) => set('venue', e.target.value as Venue)} data-testid="vk-venue">
          {VENUES.map((v) => <option key={v} value={v}>{intl.formatMessage({ id: `venueKeys.venueName.${v}` })}</option>)}
        </select>
      </label>
      {text('api_key', 'venueKeys.apiKey', form.apiKey, (v) => set('apiKey', v), false, 'vk-api-key')}
      {text('secret', 'venueKeys.secret', form.secret, (v) => set('secret', v), true, 'vk-secret')}
      {needsPassphrase && text('passphrase', 'venueKeys.passphrase', form.passphrase, (v) => set('passphrase', v), true, 'vk-passphrase')}
      {text('label', 'venueKeys.label', form.label, (v) => set('label', v), false, 'vk-label')}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={form.testnet} onChange={(e) => set('testnet', e.target.checked)} data-testid="vk-testnet" />
        <span>
          <FormattedMessage id="venueKeys.testnet" />
          <span className="block text-xs text-muted"><FormattedMessage id="venueKeys.testnetHint" /></span>
        </span>
      </label>
      {error && <p role="alert" className="text-sm text-down" data-testid="vk-error">{intl.formatMessage({ id: error.id })}</p>}
      <button type="submit" className="btn-primary mt-1 h-10" disabled={add.isPending || full} data-testid="vk-submit">
        <FormattedMessage id={add.isPending ? 'venueKeys.checking' : 'venueKeys.add'} />
      </button>
    </form>
  );
}
