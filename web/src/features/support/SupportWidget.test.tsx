import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { SUPPORT_ASK_PATH } from './api';
import SupportWidget from './SupportWidget';

const ANSWER = {
  answer: 'Log in, then press the Get 10,000 USDT demo funds button.',
  source: 'FAQ: How do I get demo funds?',
  related: ['Is this real money?', 'How do I create a spot grid bot?'],
  matched: true,
  lang: 'en',
};

describe('support widget', () => {

  it('shows the launcher while closed', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    const onOpenChange = vi.fn();
    renderWithApp(<SupportWidget language="en" user={null} open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByTestId('support-launcher'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('asks with the pushed language and shows answer, source and related questions', async () => {
    const { fn, calls } = mockFetch({ [`POST ${SUPPORT_ASK_PATH}`]: ({ body }) => ok({ ...ANSWER, answer: `${ANSWER.answer} (${body.question})` }) });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<SupportWidget language="ja-JP" user={{ id: 3, email: 'carol@example.com' }} open onOpenChange={vi.fn()} />);
    expect(screen.getByTestId('support-panel')).toHaveTextContent('Hi carol!');
    expect(screen.getByTestId('support-english-note')).toHaveTextContent('Answers are in English, except about bot types and their settings.');
    expect(screen.getByTestId('support-send')).toBeDisabled();
    await userEvent.type(screen.getByTestId('support-input'), 'How do I get demo funds?');
    await userEvent.click(screen.getByTestId('support-send'));
    const answer = await screen.findByTestId('support-answer');
    expect(answer).toHaveTextContent('demo funds button. (How do I get demo funds?)');
    expect(answer).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('support-source')).toHaveTextContent('Source: FAQ: How do I get demo funds?');
    expect(screen.getAllByTestId('support-related').map((b) => b.textContent)).toEqual(ANSWER.related);
    const call = calls.find((c) => c.url === SUPPORT_ASK_PATH);
    expect(JSON.parse(String(call?.init.body))).toEqual({ question: 'How do I get demo funds?', lang: 'ja-JP' });
    expect(screen.getByTestId('support-input')).toHaveValue('');

    await userEvent.click(screen.getAllByTestId('support-related')[0]!);
    await waitFor(() => expect(screen.getAllByTestId('support-answer')).toHaveLength(2));
    expect(screen.getAllByTestId('support-question').map((q) => q.textContent)).toEqual(['How do I get demo funds?', 'Is this real money?']);
  });

  it('has no English note in English, and shows a translated error when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [`POST ${SUPPORT_ASK_PATH}`]: { ret_code: 10016, ret_msg: 'internal', result: null } }).fn));
    const onOpenChange = vi.fn();
    renderWithApp(<SupportWidget language="en" user={null} open onOpenChange={onOpenChange} />);
    expect(screen.queryByTestId('support-english-note')).toBeNull();
    await userEvent.type(screen.getByTestId('support-input'), 'fees{Enter}');
    const answer = await screen.findByTestId('support-answer');
    expect(answer).toHaveAttribute('data-error', 'true');
    expect(answer).toHaveTextContent('Could not get an answer. Please try again.');
    await userEvent.click(screen.getByTestId('support-close'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('support widget and strategy info', () => {

  it('answers a question about a family from strategy info, in the asker\'s language and direction', async () => {
    const { fn, calls } = mockFetch({
      'POST /operation/tools/chat/strategy/info': ({ body }) => ok({
        matched: true, family: 'spot_grid', param: null, lang: body.lang, title: 'شبكة فورية', answer: 'شبكة فورية: تشتري بسعر منخفض',
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<SupportWidget language="ar-SA" user={null} open onOpenChange={vi.fn()} />);
    await userEvent.type(screen.getByTestId('support-input'), 'ما هي الشبكة الفورية؟{Enter}');
    const answer = await screen.findByTestId('support-answer');
    expect(answer).toHaveTextContent('شبكة فورية: تشتري بسعر منخفض');
    expect(answer).toHaveAttribute('lang', 'ar-SA');
    expect(answer).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByTestId('support-source')).toBeNull();
    expect(calls.some((c) => c.url === SUPPORT_ASK_PATH)).toBe(false);
  });
});
