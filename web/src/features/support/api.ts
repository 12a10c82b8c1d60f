import { api } from '../../api/client';

/** Answer of the help assistant (POST /s1/bot/support/v1/ask); answers are in English. */
export interface SupportAnswer {
  answer: string;
  source: string;
  related: string[];
  matched: boolean;
  lang: string;
}

export const SUPPORT_ASK_PATH = '/s1/bot/support/v1/ask';
/** Longest question the server accepts. */
export const MAX_QUESTION_LENGTH = 500;

export const askSupport = (question: string, lang: string) =>
  api.post<SupportAnswer>(SUPPORT_ASK_PATH, { question, lang });
