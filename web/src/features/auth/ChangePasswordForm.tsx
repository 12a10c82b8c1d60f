import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { errorMessageId, fieldOf } from '../../api/errorMessage';
import { changePassword } from './api';
import { MAX_PASSWORD, MIN_PASSWORD } from './AuthForm';
import { PROFILE_KEY } from './session';

type Field = 'current' | 'next' | 'confirm';
interface FormError { id: string; field?: Field; values?: Record<string, number> }

const LENGTH = { min: MIN_PASSWORD, max: MAX_PASSWORD };

/** The first problem of the form, checked before any call (the register form's length rule). */
export function validateChange(current: string, next: string, confirm: string): FormError | null {
  if (!current) return { id: 'account.errorCurrentRequired', field: 'current' };
  if (next.length < MIN_PASSWORD || next.length > MAX_PASSWORD) return { id: 'account.errorNewPassword', field: 'next', values: LENGTH };
  if (confirm !== next) return { id: 'account.errorMismatch', field: 'confirm' };
  return null;
}

/** The server's refusal as the form shows it: the field it names, in the user's language. */
function toFormError(err: unknown): FormError {
  if (err instanceof ApiError) {
    if (err.code === 10004) return { id: 'account.errorWrongCurrent', field: 'current' };
    if (err.code === 10001 && fieldOf(err) === 'new_password') return { id: 'account.errorNewPassword', field: 'next', values: LENGTH };
    if (err.code === 10001 && fieldOf(err) === 'old_password') return { id: 'account.errorCurrentRequired', field: 'current' };
  }
  return { id: errorMessageId(err) };
}

/**
 * The change-password form of the account page: current password, new password (the register
 * form's 8 to 128 characters) and its confirmation. The server ends every session and answers a
 * fresh one in the cookies, so the user stays logged in here; the profile it answers replaces the
 * cached one.
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setDone(false);
    const invalid = validateChange(current, next, confirm);
    if (invalid) return setError(invalid);
    setError(null);
    setPending(true);
    try {
      const { user } = await changePassword({ old_password: current, new_password: next });
      if (user && user.id > 0) queryClient.setQueryData(PROFILE_KEY, user);
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
    } catch (err) {
      setError(toFormError(err));
    } finally {
      setPending(false);
    }
  }

  const invalid = (f: Field) => error?.field === f;
  /** One password input with its label (marked when the error names it). */
  const field = (f: Field, label: string, value: string, set: (v: string) => void, name: string,
    autoComplete: string, testId: string, describedBy?: string) => (
    <label className="field">
      <span><FormattedMessage id={label} /></span>
      <input className={`input ${invalid(f) ? 'input-error' : ''}`} type="password" name={name} autoComplete={autoComplete}
        value={value} onChange={(e) => set(e.target.value)} aria-invalid={invalid(f)} dir="ltr"
        aria-describedby={describedBy} data-testid={testId} />
    </label>
  );
  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate data-testid="change-password-form">
      {field('current', 'account.currentPassword', current, setCurrent, 'current-password', 'current-password', 'cp-current')}
      {field('next', 'account.newPassword', next, setNext, 'new-password', 'new-password', 'cp-new', 'cp-hint')}
      <p id="cp-hint" className="-mt-1 text-xs text-muted"><FormattedMessage id="auth.passwordHint" values={{ min: MIN_PASSWORD }} /></p>
      {field('confirm', 'account.confirmPassword', confirm, setConfirm, 'confirm-password', 'new-password', 'cp-confirm')}
      {error && (
        <p role="alert" className="text-sm text-down" data-testid="cp-error">
          {intl.formatMessage({ id: error.id }, error.values)}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-up" data-testid="cp-success">
          <FormattedMessage id="account.passwordChanged" />
        </p>
      )}
      <button type="submit" className="btn-primary mt-1 h-10" disabled={pending} data-testid="cp-submit">
        <FormattedMessage id={pending ? 'common.pleaseWait' : 'account.submit'} />
      </button>
    </form>
  );
}
