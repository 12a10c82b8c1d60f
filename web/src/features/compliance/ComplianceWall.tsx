import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../auth/session';
import { isComplianceBanned, onWall, type WallState } from './rules';

/**
 * The compliance wall modal (SPEC §6, §8): shown once per page load for a restricted user or
 * locale, and whenever a call fails for a compliance reason (with its return code).
 */
export function ComplianceWall({ pathname = window.location.pathname }: { pathname?: string }) {
  const intl = useIntl();
  const { profile, isLoading } = useSession();
  const [wall, setWall] = useState<WallState | null>(null);
  const [restrictedShown, setRestrictedShown] = useState(false);

  useEffect(() => onWall((state) => setWall(state)), []);

  const banned = !isLoading && isComplianceBanned(profile, pathname);
  useEffect(() => {
    if (banned && !restrictedShown) {
      setRestrictedShown(true);
      setWall((w) => w ?? { reason: 'restricted' });
    }
  }, [banned, restrictedShown]);

  if (!wall) return null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && setWall(null)}>
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
