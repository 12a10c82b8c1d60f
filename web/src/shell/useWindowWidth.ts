import { useEffect, useState } from 'react';

/** The window width, updated on resize (a fixed `initial` width is used as is, e.g. in tests). */
export function useWindowWidth(initial?: number): number {
  const [width, setWidth] = useState(() => initial ?? (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    if (initial !== undefined) return undefined;
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [initial]);
  return width;
}
