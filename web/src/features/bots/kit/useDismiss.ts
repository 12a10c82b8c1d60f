import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a mouse press outside `root` or the Escape key calls `onDismiss`:
 * how a drop-down list closes without a close button.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) onDismiss();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onDismiss();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, onDismiss]);
}
