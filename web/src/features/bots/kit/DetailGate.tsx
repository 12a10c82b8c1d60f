import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAuthDialog } from '../../auth/authDialogContext';
import { useSession } from '../../auth/session';
import { DetailMessage } from './DetailMessage';

interface Props {
  /** the query parameter that names the bot (`grid_id`, `bot_id`) */
  idParam: string;
  /** the family's page of that bot */
  children: (botId: string) => ReactNode;
}

/**
 * What every bot detail page checks before it loads the bot: a bot id in the address and a signed-in
 * user (a bot belongs to its owner), so the families agree on the not-found and login states.
 */
export function DetailGate({ idParam, children }: Props) {
  const [params] = useSearchParams();
  const botId = params.get(idParam) ?? '';
  const session = useSession();
  const { openAuth } = useAuthDialog();

  if (!botId) return <DetailMessage id="detail.notFound" />;
  if (session.isLoading) return <DetailMessage id="common.loading" />;
  if (!session.isLoggedIn) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-16 text-center" data-testid="detail-login">
        <p className="text-muted"><FormattedMessage id="detail.loginPrompt" /></p>
        <button type="button" className="btn-primary mt-4 h-10 px-6" onClick={() => openAuth('login')}>
          <FormattedMessage id="header.login" />
        </button>
      </div>
    );
  }
  return children(botId);
}
