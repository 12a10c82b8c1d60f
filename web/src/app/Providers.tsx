import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AuthDialogProvider } from '../features/auth/AuthDialogProvider';
import type { Messages } from '../i18n/loader';
import { directionOf, intlLocaleOf, type Locale } from '../i18n/locales';
import { TooltipProvider } from '../shell/Hint';
import { FlagsProvider } from './FlagsProvider';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

interface Props {
  locale: Locale;
  messages: Messages;
  client?: QueryClient;
  children: ReactNode;
}

/** Everything a page needs: data cache, messages, direction, tooltips, flags, auth modal. */
export function Providers({ locale, messages, client, children }: Props) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider
        locale={intlLocaleOf(locale)}
        messages={messages}
        defaultLocale="en"
        onError={(err) => console.warn(err.message)}
      >
        <DirectionProvider dir={directionOf(locale)}>
          <TooltipProvider>
            <FlagsProvider>
              <AuthDialogProvider>{children}</AuthDialogProvider>
            </FlagsProvider>
          </TooltipProvider>
        </DirectionProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
