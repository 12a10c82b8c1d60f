/** The chat's messages (a pure reducer) and the question rule of the help assistant. */
import { MAX_QUESTION_LENGTH, type SupportAnswer } from './api';

export interface ChatMessage {
  id: number;
  role: 'user' | 'bot';
  text: string;
  source?: string;
  related?: string[];
  /** The answer's language (strategy-info answers come in the asker's, the assistant's in English). */
  lang?: string;
  /** A failed call (the text is a message id then). */
  error?: boolean;
}

export interface ChatState {
  messages: ChatMessage[];
  pending: boolean;
  nextId: number;
}

export type ChatAction =
  | { type: 'ask'; question: string }
  | { type: 'answer'; answer: SupportAnswer }
  | { type: 'fail'; messageId: string };

export const initialChat: ChatState = { messages: [], pending: false, nextId: 1 };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return {
        messages: [...state.messages, { id: state.nextId, role: 'user', text: action.question }],
        pending: true,
        nextId: state.nextId + 1,
      };
    case 'answer':
      return {
        messages: [...state.messages, {
          id: state.nextId,
          role: 'bot',
          text: action.answer.answer,
          source: action.answer.source || undefined,
          related: (action.answer.related ?? []).slice(0, 3),
          lang: action.answer.lang || 'en',
        }],
        pending: false,
        nextId: state.nextId + 1,
      };
    case 'fail':
      return {
        messages: [...state.messages, { id: state.nextId, role: 'bot', text: action.messageId, error: true }],
        pending: false,
        nextId: state.nextId + 1,
      };
    default:
      return state;
  }
}

export type QuestionProblem = 'empty' | 'tooLong';

/** Why a question cannot be sent, or null (the server checks the same: 1 to 500 characters). */
export function questionProblem(question: string): QuestionProblem | null {
  const q = question.trim();
  if (!q) return 'empty';
  if (q.length > MAX_QUESTION_LENGTH) return 'tooLong';
  return null;
}

/** A short display name for the greeting: the part of an email before the @. */
export function displayName(email: string | null | undefined): string | undefined {
  const name = email?.split('@')[0]?.trim();
  return name || undefined;
}
