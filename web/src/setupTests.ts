import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// every test starts with the real globals (fetch, location, …) and an empty document
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

// jsdom has no ResizeObserver; Radix tooltips (floating-ui) observe their trigger's size
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
