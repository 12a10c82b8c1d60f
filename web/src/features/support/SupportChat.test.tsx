import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { SupportChatProvider } from './SupportChat';
import { useSupportChat } from './supportContext';

function OpenButton() {
  const chat = useSupportChat();
  return chat.available ? <button type="button" onClick={chat.open}>help</button> : <span>no chat</span>;
}

describe('support chat provider', () => {

  it('is not loaded at first; the header can open it at once with the user info pushed', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({
      'GET /v2/private/user/profile': ok({ id: 9, email: 'dan@example.com', user_type: 'FRESH', is_islamic: false, banned: false }),
    }).fn));
    renderWithApp(<SupportChatProvider locale="en" inApp={false}><OpenButton /></SupportChatProvider>);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('support-launcher')).toBeNull();
    expect(screen.queryByTestId('support-panel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'help' }));
    const panel = await screen.findByTestId('support-panel');
    expect(panel).toHaveTextContent('Hi dan!');
  });

  it('is not offered inside the app', () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<SupportChatProvider locale="en" inApp><OpenButton /></SupportChatProvider>);
    expect(screen.getByText('no chat')).toBeInTheDocument();
  });
});
