import { createBrowserRouter, type RouteObject } from 'react-router';
import { CreatePage } from '../features/create/CreatePage';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../features/home/NotFound';
import type { Locale } from '../i18n/locales';
import { Shell } from './Shell';

export function routes(locale: Locale): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell locale={locale} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'create', element: <CreatePage /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createRouter(locale: Locale, basename: string) {
  return createBrowserRouter(routes(locale), { basename });
}
