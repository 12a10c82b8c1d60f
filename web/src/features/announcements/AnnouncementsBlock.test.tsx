import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient, Providers } from '../../app/Providers';
import ar from '../../i18n/locales/ar-SA.json';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { AnnouncementsBlock } from './AnnouncementsBlock';
import { HOME_FILTER, indexFor, localeOfIntl, safeHref } from './api';
import { expectCases } from '../../test/cases';

const PATH_EN = '/announcements/api/search/v1/index/announcement-posts_en';

const hit = (id: number, title: string, url = `/tradingbot/news/${id}/`) => ({
  objectID: String(id), title, url, description: '', category: 'product_updates', topics: [], lang: 'en',
  date_timestamp: 1_767_571_200_000 + id * 86_400_000,
});

/** The server: 12 announcements, 10 per page; a query keeps the titles that contain it. */
function server() {
  const all = Array.from({ length: 12 }, (_, i) => hit(12 - i, `Notice ${12 - i}`));
  all[0] = hit(12, 'Spot grid bots are live', 'https://example.com/grid');
  return ({ body }: { body: { query: string; page: number; hitsPerPage: number } }) => {
    const words = body.query.toLowerCase().split(/\s+/).filter(Boolean);
    const found = all.filter((h) => words.every((w) => h.title.toLowerCase().includes(w)));
    const start = body.page * body.hitsPerPage;
    return ok({
      hits: found.slice(start, start + body.hitsPerPage), nbHits: found.length, page: body.page,
      nbPages: Math.ceil(found.length / body.hitsPerPage), hitsPerPage: body.hitsPerPage, query: body.query,
      index: 'announcement-posts_en', lang: 'en',
    });
  };
}

describe('announcements block', () => {

  it('lists the latest announcements of the language with links, pages and searches', async () => {
    const { fn, calls } = mockFetch({ [`POST ${PATH_EN}`]: server() });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<AnnouncementsBlock />);

    const block = await screen.findByTestId('announcements');
    expect(within(block).getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    await waitFor(() => expect(within(block).getAllByTestId('announcement')).toHaveLength(10));
    const first = within(block).getByRole('link', { name: 'Spot grid bots are live' });
    expect(first).toHaveAttribute('href', 'https://example.com/grid');
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(block).getByRole('link', { name: 'Notice 11' })).toHaveAttribute('href', '/tradingbot/news/11/');
    expect(within(block).getByRole('link', { name: 'Notice 11' })).not.toHaveAttribute('target');
    expect(within(block).getByTestId('announcements-page')).toHaveTextContent('Page 1 of 2');
    const sent = JSON.parse(String(calls.find((c) => c.url === PATH_EN)?.init.body));
    expect(sent).toEqual({ query: '', page: 0, hitsPerPage: 10, filters: HOME_FILTER });

    await userEvent.click(within(block).getByTestId('announcements-next'));
    await waitFor(() => expect(within(block).getByTestId('announcements-page')).toHaveTextContent('Page 2 of 2'));
    expect(within(block).getAllByTestId('announcement').map((li) => li.textContent?.slice(0, 8))).toEqual(['Notice 2', 'Notice 1']);
    expect(within(block).getByTestId('announcements-next')).toBeDisabled();

    await userEvent.type(within(block).getByRole('searchbox', { name: 'Search announcements' }), 'grid bots{Enter}');
    await waitFor(() => expect(within(block).getAllByTestId('announcement')).toHaveLength(1));
    expect(within(block).getByRole('link', { name: 'Spot grid bots are live' })).toBeInTheDocument();
    expect(within(block).queryByTestId('announcements-page')).not.toBeInTheDocument();
    const last = JSON.parse(String(calls.filter((c) => c.url === PATH_EN).at(-1)?.init.body));
    expect(last).toEqual({ query: 'grid bots', page: 0, hitsPerPage: 10, filters: HOME_FILTER });

    await userEvent.clear(within(block).getByTestId('announcements-search'));
    await userEvent.type(within(block).getByTestId('announcements-search'), 'nothing');
    await userEvent.click(within(block).getByTestId('announcements-search-button'));
    expect(await within(block).findByTestId('announcements-empty')).toHaveTextContent('No announcements match “nothing”.');
  });

  it('says so when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [`POST ${PATH_EN}`]: { ret_code: 10001, ret_msg: 'bad', result: { field: 'filters' } } }).fn));
    renderWithApp(<AnnouncementsBlock />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load announcements.');
  });

  it('searches the index of the page language, right to left in Arabic', async () => {
    const path = '/announcements/api/search/v1/index/announcement-posts_ar-sa';
    const { fn, calls } = mockFetch({
      [`POST ${path}`]: ok({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 10, query: '', index: 'x', lang: 'ar-SA' }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <MemoryRouter><div dir="rtl"><AnnouncementsBlock /></div></MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByTestId('announcements-empty')).toHaveTextContent('لا توجد إعلانات بعد.');
    expect(screen.getByRole('heading', { name: 'الإعلانات' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === path)).toBe(true);
  });

  it('maps locales to indexes and keeps links to web pages only', () => {
    expect(indexFor('en')).toBe('announcement-posts_en');
    expect(indexFor('zh-TW')).toBe('announcement-posts_zh-tw');
    expectCases(localeOfIntl, [['ar-SA-u-nu-latn', 'ar-SA'], ['ja-JP', 'ja-JP'], ['xx', 'en']]);
    expectCases(safeHref, [
      ['javascript:alert(1)', undefined], ['/tradingbot/', '/tradingbot/'], ['HTTPS://example.com', 'HTTPS://example.com'],
    ]);
  });
});
