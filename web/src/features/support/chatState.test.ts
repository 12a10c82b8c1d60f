import { describe, expect, it } from 'vitest';
import { chatReducer, displayName, initialChat, questionProblem } from './chatState';
import { expectCases } from '../../test/cases';

describe('chat state', () => {
  it('adds the question, then the answer with source and at most 3 related questions', () => {
    let s = chatReducer(initialChat, { type: 'ask', question: 'How do I get demo funds?' });
    expect(s.pending).toBe(true);
    expect(s.messages).toEqual([{ id: 1, role: 'user', text: 'How do I get demo funds?' }]);
    s = chatReducer(s, {
      type: 'answer',
      answer: { answer: 'Press the button.', source: 'FAQ: x', related: ['a?', 'b?', 'c?', 'd?'], matched: true, lang: 'en' },
    });
    expect(s.pending).toBe(false);
    expect(s.messages[1]).toEqual({ id: 2, role: 'bot', text: 'Press the button.', source: 'FAQ: x', related: ['a?', 'b?', 'c?'], lang: 'en' });
  });
  it('records a failure as a message id', () => {
    const s = chatReducer(chatReducer(initialChat, { type: 'ask', question: 'q' }), { type: 'fail', messageId: 'support.error' });
    expect(s.messages[1]).toEqual({ id: 2, role: 'bot', text: 'support.error', error: true });
    expect(s.pending).toBe(false);
  });
  it('checks the question like the server (1 to 500 characters after trimming)', () => {
    expectCases(questionProblem, [
      ['', 'empty'], ['   ', 'empty'], ['x'.repeat(500), null], [` ${'x'.repeat(500)} `, null],
      ['x'.repeat(501), 'tooLong'],
    ]);
  });
  it('greets by the email name', () => {
    expectCases(displayName, [['carol@example.com', 'carol'], [undefined, undefined], ['@x', undefined]]);
  });
});
