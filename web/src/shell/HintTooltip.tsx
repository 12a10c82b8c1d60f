import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../platform/constants';
import type { HintProps } from './Hint';

// SPEC §9: a tooltip opens after 700 ms of hover; while one is open, and for 300 ms after it
// closed, the next one opens at once. (Radix keeps that state in one Tooltip.Provider around the
// app; this chunk loads after the app rendered, so the shared state lives here instead and each
// Hint has its own provider.)
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(value: boolean): void {
  if (skipping === value) return;
  skipping = value;
  listeners.forEach((listener) => listener());
}

function opened(open: boolean): void {
  clearTimeout(skipTimer);
  if (open) setSkipping(true);
  else skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSkipping = () => skipping;

/** A Radix tooltip on one trigger (shell/Hint.tsx renders it once loaded). */
export function HintTooltip({ label, children, side = 'bottom' }: HintProps) {
  const skip = useSyncExternalStore(subscribe, isSkipping, isSkipping);
  const open = useRef(false);
  // a tooltip removed while open counts as closed
  useEffect(() => () => {
    if (open.current) opened(false);
  }, []);
  const onOpenChange = (next: boolean) => {
    open.current = next;
    opened(next);
  };
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root delayDuration={skip ? 0 : TOOLTIP_DELAY_MS} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8} data-testid="tooltip">
            {label}
            <Tooltip.Arrow className="tooltip-arrow" width={10} height={5} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
