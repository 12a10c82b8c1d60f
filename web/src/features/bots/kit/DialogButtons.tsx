import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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

/** What a create page hands its confirmation dialog, besides the family's own input and checks. */
export interface CreateConfirmProps {
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
