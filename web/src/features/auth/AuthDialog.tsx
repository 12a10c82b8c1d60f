import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthForm } from './AuthForm';
import type { AuthTab } from './authDialogContext';

interface Props {
  open: boolean;
  tab: AuthTab;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: AuthTab) => void;
}

const TABS: AuthTab[] = ['login', 'register'];

export function AuthDialog({ open, tab, onOpenChange, onTabChange }: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="modal" data-testid="auth-dialog">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">
              <FormattedMessage id={tab === 'login' ? 'auth.loginTitle' : 'auth.registerTitle'} />
            </Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={intl.formatMessage({ id: 'common.close' })}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            <FormattedMessage id="auth.description" />
          </Dialog.Description>
          <div role="tablist" className="tabs mt-4">
            {TABS.map((t) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t}
                className="tab" data-testid={`auth-tab-${t}`} onClick={() => onTabChange(t)}>
                <FormattedMessage id={t === 'login' ? 'auth.tabLogin' : 'auth.tabRegister'} />
              </button>
            ))}
          </div>
          <AuthForm key={tab} mode={tab} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
