import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** An always-open dialog (mounted while shown) with the shell's modal style (SPEC §2: ≥ 480 px, sheet on phones). */
export function Modal({ title, description, onClose, testId, children }: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="modal max-h-[90vh] overflow-y-auto" data-testid={testId}>
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={intl.formatMessage({ id: 'common.close' })}>×</Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
