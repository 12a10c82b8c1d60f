import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../platform/constants';

/** SPEC §9: tooltips open after 700 ms; moving to the next one within 300 ms opens it at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

interface HintProps {
  label: ReactNode;
  /** One focusable element (button, link, label) that triggers the tooltip. */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** A tooltip on a header icon or an info hint. */
export function Hint({ label, children, side = 'bottom' }: HintProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8} data-testid="tooltip">
          {label}
          <Tooltip.Arrow className="tooltip-arrow" width={10} height={5} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
