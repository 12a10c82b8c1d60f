import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WallState } from './rules';

/** The compliance wall's dialog (ComplianceWall.tsx decides when; loaded the first time it shows). */
export function ComplianceWallDialog({ wall, onClose }: { wall: WallState; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="modal" data-testid="compliance-wall" data-reason={wall.reason}
          data-code={wall.code ?? undefined} role="alertdialog">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold"><FormattedMessage id="compliance.title" /></Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={intl.formatMessage({ id: 'common.close' })}>×</Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted">
            <FormattedMessage id={wall.reason === 'restricted' ? 'compliance.restricted' : 'compliance.failed'} />
          </Dialog.Description>
          {wall.code !== undefined && (
            <p className="mt-3 text-xs text-muted" data-testid="compliance-code">
              <FormattedMessage id="compliance.code" values={{ code: String(wall.code) }} />
            </p>
          )}
          <div className="mt-5 flex justify-end">
            <Dialog.Close className="btn-primary h-10 px-6" data-testid="compliance-ok">
              <FormattedMessage id="compliance.ok" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
