import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, NETWORK_CODE, TIMEOUT_CODE } from '../../api/client';
import { errorMessageId } from '../../api/errorMessage';
import { Hint } from '../../shell/Hint';
import { answerWithStrategyInfo, isRtl } from '../strategy-info/chat';
import { askSupport, MAX_QUESTION_LENGTH } from './api';
import { chatReducer, displayName, initialChat, questionProblem } from './chatState';
import type { ChatUser } from './SupportChat';

interface Props {
  language: string;
  user: ChatUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 9.5h8M8 12.5h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The support chat: a floating button and a panel talking to the help assistant of our backend
 * (answers from the product's FAQ and docs, in English); questions about a bot family or one of
 * its parameters are answered first by the strategy-info chat call, in the page's language.
 */
export default function SupportWidget({ language, user, open, onOpenChange }: Props) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const name = displayName(user?.email);
  const english = language === 'en' || language.startsWith('en-');

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, state.pending]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  async function ask(text: string) {
    const why = questionProblem(text);
    if (why) {
      setProblem(why === 'tooLong' ? 'support.tooLong' : null);
      return;
    }
    setProblem(null);
    const q = text.trim();
    setQuestion('');
    dispatch({ type: 'ask', question: q });
    try {
      dispatch({ type: 'answer', answer: await answerWithStrategyInfo(q, language, askSupport) });
    } catch (err) {
      console.info('support answer failed', err);
      const transport = err instanceof ApiError && (err.code === TIMEOUT_CODE || err.code === NETWORK_CODE);
      dispatch({ type: 'fail', messageId: transport ? errorMessageId(err) : 'support.error' });
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!state.pending) void ask(question);
  }

  const title = intl.formatMessage({ id: 'support.title' });
  return (
    <div className="support-root">
      {open ? (
        <section className="support-panel" role="dialog" aria-label={title} data-testid="support-panel">
          <header className="support-head">
            <div className="min-w-0">
              <h2 className="text-sm font-semibold">{title}</h2>
              {!english && <p className="text-xs text-muted" data-testid="support-english-note"><FormattedMessage id="support.englishNote" /></p>}
            </div>
            <button type="button" className="icon-btn" data-testid="support-close" onClick={() => onOpenChange(false)}
              aria-label={intl.formatMessage({ id: 'support.close' })}>
              ×
            </button>
          </header>
          <ol className="support-log" ref={listRef} aria-live="polite" data-testid="support-log">
            <li className="support-msg support-bot">
              {name && <p><FormattedMessage id="support.hello" values={{ name }} /></p>}
              <p><FormattedMessage id="support.greeting" /></p>
            </li>
            {state.messages.map((m) => (
              <li key={m.id} className={`support-msg ${m.role === 'user' ? 'support-user' : 'support-bot'}`}
                data-testid={m.role === 'user' ? 'support-question' : 'support-answer'} data-error={m.error ? 'true' : undefined}
                dir={m.role === 'bot' && !m.error ? (isRtl(m.lang) ? 'rtl' : 'ltr') : undefined}
                lang={m.role === 'bot' && !m.error ? (m.lang ?? 'en') : undefined}>
                <p className="whitespace-pre-line">{m.error ? intl.formatMessage({ id: m.text }) : m.text}</p>
                {m.source && (
                  <p className="mt-1 text-[11px] text-muted" data-testid="support-source">
                    <FormattedMessage id="support.source" values={{ source: m.source }} />
                  </p>
                )}
                {m.related && m.related.length > 0 && (
                  <div className="mt-2 flex flex-col items-start gap-1">
                    <span className="text-[11px] text-muted"><FormattedMessage id="support.related" /></span>
                    {m.related.map((r) => (
                      <button key={r} type="button" className="support-chip" data-testid="support-related"
                        disabled={state.pending} onClick={() => void ask(r)}>
                        {r}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
            {state.pending && (
              <li className="support-msg support-bot text-muted" data-testid="support-pending">
                <FormattedMessage id="support.thinking" />
              </li>
            )}
          </ol>
          <form className="support-form" onSubmit={onSubmit} data-testid="support-form">
            <input ref={inputRef} className="input h-9 min-w-0 flex-1 text-sm" value={question}
              maxLength={MAX_QUESTION_LENGTH} data-testid="support-input"
              placeholder={intl.formatMessage({ id: 'support.placeholder' })}
              aria-label={intl.formatMessage({ id: 'support.placeholder' })}
              onChange={(e) => setQuestion(e.target.value)} />
            <button type="submit" className="btn-primary h-9" data-testid="support-send"
              disabled={state.pending || !question.trim()}>
              <FormattedMessage id="support.send" />
            </button>
          </form>
          {problem && (
            <p role="alert" className="px-3 pb-2 text-xs text-down">
              {intl.formatMessage({ id: problem }, { max: MAX_QUESTION_LENGTH })}
            </p>
          )}
        </section>
      ) : (
        <Hint label={intl.formatMessage({ id: 'support.open' })} side="left">
          <button type="button" className="support-launcher" data-testid="support-launcher"
            aria-label={intl.formatMessage({ id: 'support.open' })} onClick={() => onOpenChange(true)}>
            <ChatIcon />
          </button>
        </Hint>
      )}
    </div>
  );
}
