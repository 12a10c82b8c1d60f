import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/render';
import type { SupportAnswer } from '../support/api';
import { intlLocaleOf, LOCALES } from '../../i18n/locales';
import { localeOfIntl, STRATEGY_CHAT_PATH } from './api';
import { answerWithStrategyInfo, isRtl } from './chat';

const FAQ: SupportAnswer = { answer: 'From the FAQ.', source: 'FAQ', related: ['x'], matched: true, lang: 'en' };

describe('support chat answers from strategy info first', () => {

  it('answers a matched question in its language without asking the assistant', async () => {
    const { fn, calls } = mockFetch({
      [`POST ${STRATEGY_CHAT_PATH}`]: ({ body }) => ok({
        matched: true, family: 'spot_grid', param: null, lang: body.lang, title: '現物グリッド', answer: '現物グリッド: 説明',
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    const fallback = vi.fn(async () => FAQ);
    const got = await answerWithStrategyInfo('現物グリッドとは', 'ja-JP', fallback);
    expect(got).toEqual({ answer: '現物グリッド: 説明', source: '', related: [], matched: true, lang: 'ja-JP' });
    expect(fallback).not.toHaveBeenCalled();
    expect(JSON.parse(String(calls[calls.length - 1]!.init.body))).toEqual({ question: '現物グリッドとは', lang: 'ja-JP' });
  });

  it('falls back to the assistant when nothing matches or the call fails', async () => {
    let answer: unknown = ok({ matched: false, family: null, param: null, lang: 'en', title: '', answer: '' });
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [`POST ${STRATEGY_CHAT_PATH}`]: () => answer }).fn));
    const fallback = vi.fn(async () => FAQ);
    expect(await answerWithStrategyInfo('How do I get demo funds?', 'en', fallback)).toBe(FAQ);
    answer = { ret_code: 10001, ret_msg: 'bad', result: { field: 'question' } };
    expect(await answerWithStrategyInfo('x', 'en', fallback)).toBe(FAQ);
    expect(fallback).toHaveBeenCalledTimes(2);
    expect(fallback).toHaveBeenLastCalledWith('x', 'en');
  });

  it('knows the right-to-left language', () => {
    expect([isRtl('ar-SA'), isRtl('en'), isRtl('ja-JP'), isRtl(undefined)]).toEqual([true, false, false, false]);
  });

  it('asks the server in the app locale, whatever form react-intl gives it', () => {
    for (const l of LOCALES) expect(localeOfIntl(intlLocaleOf(l))).toBe(l);
    expect(localeOfIntl('xx')).toBe('en');
  });
});
