import { useEffect, useSyncExternalStore, type ComponentType, type ReactElement, type ReactNode } from 'react';

export interface HintProps {
  label: ReactNode;
  /** One focusable element (button, link, label) that triggers the tooltip. */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

// The tooltip itself (Radix and its positioning library, shell/HintTooltip.tsx) is its own chunk,
// kept out of the first page: it is loaded right after the app's first render, and a Hint shows
// its trigger alone until then.
let tooltip: ComponentType<HintProps> | undefined;
let loading: Promise<ComponentType<HintProps>> | undefined;
const listeners = new Set<() => void>();

/** Load the tooltip implementation once; every Hint uses it from then on. */
export function loadHints(): Promise<ComponentType<HintProps>> {
  loading ??= import('./HintTooltip').then(
    (m) => {
      tooltip = m.HintTooltip;
      listeners.forEach((listener) => listener());
      return m.HintTooltip;
    },
    (err: unknown) => {
      loading = undefined; // a later Hint tries again
      throw err;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loaded = () => tooltip;

function preload(): void {
  loadHints().catch((err: unknown) => console.warn('tooltips not loaded', err));
}

/** SPEC §9 tooltip timing (700 ms open, 300 ms skip delay: shell/HintTooltip.tsx); starts the tooltips' load. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  useEffect(preload, []);
  return children;
}

/** A tooltip on a header icon or an info hint. */
export function Hint(props: HintProps) {
  const Tooltip = useSyncExternalStore(subscribe, loaded, loaded);
  useEffect(() => {
    if (!Tooltip) preload();
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
