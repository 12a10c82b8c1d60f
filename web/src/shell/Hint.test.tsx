import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../platform/constants';
import { Hint, loadHints, TooltipProvider } from './Hint';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function renderTwo() {
  render(
    <TooltipProvider>
      <Hint label="First tip"><button type="button">one</button></Hint>
      <Hint label="Second tip"><button type="button">two</button></Hint>
    </TooltipProvider>,
  );
  return { one: screen.getByRole('button', { name: 'one' }), two: screen.getByRole('button', { name: 'two' }) };
}

describe('tooltips (SPEC §9: 700 ms open, 300 ms skip delay)', () => {
  // the tooltip is its own chunk, loaded after the app's first render
  beforeAll(async () => {
    await loadHints();
  });

  it('opens after 700 ms of hover, and the next one at once within 300 ms', async () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    const user = userEvent.setup();
    const { one, two } = renderTwo();
    await user.hover(one);
    await sleep(TOOLTIP_DELAY_MS - 250);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('First tip');
    // (jsdom has no layout for Radix's hover grace area: close with Escape, which starts the skip window too)
    await user.unhover(one);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(two);
    await sleep(60);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
  });

  it('waits the full delay again after the skip window', async () => {
    const user = userEvent.setup();
    const { one, two } = renderTwo();
    await user.hover(one);
    await screen.findByRole('tooltip', {}, { timeout: 1500 });
    await user.unhover(one);
    await user.keyboard('{Escape}');
    await sleep(TOOLTIP_SKIP_DELAY_MS + 150);
    await user.hover(two);
    await sleep(200);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent('Second tip');
  });
});
