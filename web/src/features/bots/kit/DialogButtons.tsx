import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPercent, fmtPrice } from './format';
import { Modal } from './Modal';

interface Props {
  onCancel: () => void;
  onSubmit: () => void;
  /** the request is on its way: the submit button says so and waits */
  busy: boolean;
  disabled?: boolean;
  /** translation id of the submit button */
  submitId: string;
  testId: string;
  /** a destructive action (close) */
  danger?: boolean;
}

/** What a create page hands its confirmation dialog: the family's `input`, besides its own checks. */
export interface CreateConfirmProps<I> {
  input: I;
  base: string;
  quote: string;
  decimals: number;
  canConfirm: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The Cancel / submit row at the bottom of a bot dialog. */
export function DialogButtons(props: Props) {
  return <ButtonRow className="mt-5 flex justify-end gap-2" {...props} />;
}

/** The same row at the end of a dialog's form: the submit button submits the form. */
export function FormButtons(props: Omit<Props, 'onSubmit'>) {
  return <ButtonRow className="flex justify-end gap-2" {...props} />;
}

function ButtonRow({ className, onCancel, onSubmit, busy, disabled = false, submitId, testId, danger = false }: Omit<Props, 'onSubmit'> & {
  className: string;
  onSubmit?: () => void;
}) {
  return (
    <div className={className}>
      <button type="button" className="btn-ghost h-10 px-5" onClick={onCancel}><FormattedMessage id="common.cancel" /></button>
      <button type={onSubmit ? 'button' : 'submit'} className={`${danger ? 'btn-danger' : 'btn-primary'} h-10 px-6`}
        data-testid={testId} disabled={busy || disabled} onClick={onSubmit}>
        <FormattedMessage id={busy ? 'common.pleaseWait' : submitId} />
      </button>
    </div>
  );
}

/**
 * A create page's confirmation: the family's summary rows (`children`), its risk notice (`warn`:
 * highlighted) and Cancel / create, which waits for `canConfirm` and for the call on its way.
 */
export function CreateConfirmModal({ titleId, descriptionId, riskId, submitId, warn = true, canConfirm, pending, onConfirm, onClose, children }: {
  titleId: string;
  descriptionId: string;
  riskId: string;
  submitId: string;
  warn?: boolean;
  canConfirm: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={descriptionId} />}
      onClose={onClose} testId="confirm-dialog">
      <dl className="summary mt-4" data-testid="confirm-summary">{children}</dl>
      <p className={`notice ${warn ? 'notice-warn ' : ''}mt-4 text-xs`} data-testid="confirm-risk"><FormattedMessage id={riskId} /></p>
      <DialogButtons onCancel={onClose} onSubmit={onConfirm} busy={pending} disabled={!canConfirm}
        submitId={submitId} testId="confirm-create" />
    </Modal>
  );
}

/** How a confirmation's rows show an optional price (at the symbol's `decimals`) or percent: "not set" when empty. */
export function useConfirmFormat(decimals: number) {
  const intl = useIntl();
  const notSet = intl.formatMessage({ id: 'common.notSet' });
  return {
    intl,
    price: (v?: string | null) => (v ? fmtPrice(v, intl.locale, decimals) : notSet),
    pct: (v?: string | null) => (v ? fmtPercent(v, intl.locale) : notSet),
  };
}

/**
 * A dialog that asks to go ahead with one call (close, rebalance): its text (`children`), then
 * Cancel / submit, which waits for the call. `name` is the action's: test ids `<name>-dialog` and
 * `<name>-submit`, as its button is `<name>-button`.
 */
export function ActionDialog({ name, titleId, descriptionId, submitId, danger = false, action, onClose, children }: {
  name: string;
  titleId: string;
  descriptionId?: string;
  submitId: string;
  danger?: boolean;
  action: { mutate: () => void; isPending: boolean };
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal title={<FormattedMessage id={titleId} />} description={descriptionId ? <FormattedMessage id={descriptionId} /> : undefined}
      onClose={onClose} testId={`${name}-dialog`}>
      {children}
      <DialogButtons onCancel={onClose} onSubmit={() => action.mutate()} busy={action.isPending} submitId={submitId}
        testId={`${name}-submit`} danger={danger} />
    </Modal>
  );
}

/**
 * A dialog around one form (`children`: its rows and fields) that ends in Cancel / submit; submitting
 * calls `onSubmit`. `aside` goes on the buttons' row, at the start. Test ids as {@link ActionDialog}'s.
 */
export function FormDialog({
  name, titleId, descriptionId, submitId, danger = false, busy, disabled = false, onSubmit, onClose, aside, children,
}: {
  name: string;
  titleId: string;
  descriptionId: string;
  submitId: string;
  danger?: boolean;
  busy: boolean;
  disabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const buttons = (
    <FormButtons busy={busy} disabled={disabled} submitId={submitId} testId={`${name}-submit`} onCancel={onClose} danger={danger} />
  );
  return (
    <Modal title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={descriptionId} />}
      onClose={onClose} testId={`${name}-dialog`}>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        {children}
        {aside === undefined ? buttons : <div className="flex flex-wrap items-center justify-between gap-2">{aside}{buttons}</div>}
      </form>
    </Modal>
  );
}
