/**
 * The support chat's first stop: a question about a bot family or one of its parameters is answered
 * by the strategy-info chat call (in the asker's language); anything else, or a failed call, goes
 * to the help assistant as before.
 */
import type { SupportAnswer } from '../support/api';
import { askStrategyChat } from './api';

export async function answerWithStrategyInfo(
  question: string,
  lang: string,
  fallback: (question: string, lang: string) => Promise<SupportAnswer>,
): Promise<SupportAnswer> {
  try {
    const info = await askStrategyChat(question, lang);
    if (info.matched && info.answer) {
      return { answer: info.answer, source: '', related: [], matched: true, lang: info.lang };
    }
  } catch (err) {
    console.info('strategy info chat failed, asking the help assistant', err);
  }
  return fallback(question, lang);
}

/** Right-to-left languages of the content (the chat bubbles follow the answer's language). */
export const isRtl = (lang: string | undefined) => lang === 'ar-SA' || lang?.startsWith('ar') === true;
