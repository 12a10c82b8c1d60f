import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { errorMessageId, fieldOf } from '../../api/errorMessage';
import { reloadPage } from '../../app/reload';
import { login, register } from './api';
import type { AuthTab } from './authDialogContext';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

type Field = 'email' | 'password';
interface FormError { id: string; field?: Field; code?: number }

function validate(mode: AuthTab, email: string, password: string): FormError | null {
  if (!EMAIL_RE.test(email)) return { id: 'error.invalidEmail', field: 'email' };
  if (!password || password.length > MAX_PASSWORD || (mode === 'register' && password.length < MIN_PASSWORD)) {
    return { id: 'error.invalidPassword', field: 'password' };
  }
  return null;
}

function toFormError(err: unknown): FormError {
  const id = errorMessageId(err);
  if (!(err instanceof ApiError)) return { id };
  const field = fieldOf(err);
  return { id, code: err.code, field: field === 'email' || field === 'password' ? field : undefined };
}

/** The login / register form; on success it reloads the page (SPEC §2) unless `onSuccess` is given. */
export function AuthForm({ mode, onSuccess = reloadPage }: { mode: AuthTab; onSuccess?: () => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validate(mode, email.trim(), password);
    if (invalid) return setError(invalid);
    setError(null);
    setPending(true);
    try {
      await (mode === 'login' ? login : register)({ email: email.trim(), password });
      onSuccess();
    } catch (err) {
      setError(toFormError(err));
      setPending(false);
    }
  }

  const fieldClass = (f: Field) => `input ${error?.field === f ? 'input-error' : ''}`;
  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate data-testid="auth-form">
      <label className="field">
        <span><FormattedMessage id="auth.email" /></span>
        <input className={fieldClass('email')} type="email" name="email" autoComplete="email" value={email}
          onChange={(e) => setEmail(e.target.value)} aria-invalid={error?.field === 'email'} dir="ltr" />
      </label>
      <label className="field">
        <span><FormattedMessage id="auth.password" /></span>
        <input className={fieldClass('password')} type="password" name="password" value={password}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          onChange={(e) => setPassword(e.target.value)} aria-invalid={error?.field === 'password'} dir="ltr" />
      </label>
      {mode === 'register' && (
        <p className="text-xs text-muted"><FormattedMessage id="auth.passwordHint" values={{ min: MIN_PASSWORD }} /></p>
      )}
      {error && (
        <p role="alert" className="text-sm text-down" data-testid="auth-error">
          {intl.formatMessage({ id: error.id })}
        </p>
      )}
      <button type="submit" className="btn-primary mt-1 h-10" disabled={pending} data-testid="auth-submit">
        <FormattedMessage id={pending ? 'common.pleaseWait' : mode === 'login' ? 'auth.submitLogin' : 'auth.submitRegister'} />
      </button>
    </form>
  );
}
