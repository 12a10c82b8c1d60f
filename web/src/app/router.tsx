import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../features/home/NotFound';
import type { Locale } from '../i18n/locales';
import { Shell } from './Shell';

// every page but home is its own chunk (the create and detail pages carry the chart library)
const AccountPage = lazy(() => import('../features/auth/AccountPage').then((m) => ({ default: m.AccountPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const CreatePage = lazy(() => import('../features/bots/spot-grid/CreatePage').then((m) => ({ default: m.CreatePage })));
const DetailPage = lazy(() => import('../features/bots/spot-grid/DetailPage').then((m) => ({ default: m.DetailPage })));
const FgridCreatePage = lazy(() => import('../features/bots/futures-grid/CreatePage').then((m) => ({ default: m.FgridCreatePage })));
const FgridDetailPage = lazy(() => import('../features/bots/futures-grid/DetailPage').then((m) => ({ default: m.FgridDetailPage })));
const DcaCreatePage = lazy(() => import('../features/bots/dca/CreatePage').then((m) => ({ default: m.DcaCreatePage })));
const DcaDetailPage = lazy(() => import('../features/bots/dca/DetailPage').then((m) => ({ default: m.DcaDetailPage })));
const ComboCreatePage = lazy(() => import('../features/bots/futures-combo/CreatePage').then((m) => ({ default: m.ComboCreatePage })));
const ComboDetailPage = lazy(() => import('../features/bots/futures-combo/DetailPage').then((m) => ({ default: m.ComboDetailPage })));
const FmartCreatePage = lazy(() => import('../features/bots/futures-martingale/CreatePage').then((m) => ({ default: m.FmartCreatePage })));
const FmartDetailPage = lazy(() => import('../features/bots/futures-martingale/DetailPage').then((m) => ({ default: m.FmartDetailPage })));

const LabPage = lazy(() => import('../features/backtest/LabPage').then((m) => ({ default: m.LabPage })));
const SharedPage = lazy(() => import('../features/backtest/SharedPage').then((m) => ({ default: m.SharedPage })));

function Loading() {
  return <p className="px-4 py-16 text-center text-muted"><FormattedMessage id="common.loading" /></p>;
}

const suspended = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/**
 * Pages under the base path /tradingbot/ (or /{locale}/tradingbot/):
 * `/` home, `create/?base=&quote=` spot grid create, `grid/detail/?grid_id=` spot grid detail,
 * `login/?redirect_url=` the login page of the SPEC §2 login redirect, `account/` the user's account
 * (e-mail, change password).
 * `fgrid-create/?base=&quote=` futures grid create, `fgrid/detail/?bot_id=` futures grid detail,
 * `dca-create/?base=&quote=` spot DCA create, `dca/detail/?bot_id=` spot DCA detail,
 * `fcombo-create/` futures combo create, `fcombo/detail/?bot_id=` futures combo detail,
 * `fmart-create/?base=&quote=` futures martingale create, `fmart/detail/?bot_id=` futures martingale detail.
 * `backtest/?family=&params=&job=&compare=` the backtest lab, `backtest/shared/?token=` a shared run (read-only).
 * A create page opened with `&backtest=<job_id>` ("Create this bot") is filled with that run's parameters.
 */
export function routes(locale: Locale): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell locale={locale} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'create', element: suspended(<CreatePage />) },
        { path: 'grid/detail', element: suspended(<DetailPage />) },
        { path: 'fgrid-create', element: suspended(<FgridCreatePage />) },
        { path: 'fgrid/detail', element: suspended(<FgridDetailPage />) },
        { path: 'dca-create', element: suspended(<DcaCreatePage />) },
        { path: 'dca/detail', element: suspended(<DcaDetailPage />) },
        { path: 'fcombo-create', element: suspended(<ComboCreatePage />) },
        { path: 'fcombo/detail', element: suspended(<ComboDetailPage />) },
        { path: 'fmart-create', element: suspended(<FmartCreatePage />) },
        { path: 'fmart/detail', element: suspended(<FmartDetailPage />) },
        { path: 'backtest', element: suspended(<LabPage />) },
        { path: 'backtest/shared', element: suspended(<SharedPage />) },
        { path: 'login', element: suspended(<LoginPage />) },
        { path: 'account', element: suspended(<AccountPage />) },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

function AppRoutes({ locale }: { locale: Locale }) {
  return useRoutes(useMemo(() => routes(locale), [locale]));
}

/**
 * The app's router: declarative BrowserRouter (no loaders or actions are used), which keeps the
 * data router's state machine out of the first page's JavaScript.
 */
export function AppRouter({ locale, basename }: { locale: Locale; basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes locale={locale} />
    </BrowserRouter>
  );
}
