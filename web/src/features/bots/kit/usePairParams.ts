import { useSearchParams } from 'react-router';

/**
 * The pair a create page works on, from its `?base=&quote=` query (BTC/USDT by default), and how to
 * switch it (the picker writes the new pair back into the query, keeping the other parameters).
 */
export function usePairParams() {
  const [params, setParams] = useSearchParams();
  const base = (params.get('base') ?? 'BTC').toUpperCase();
  const quote = (params.get('quote') ?? 'USDT').toUpperCase();
  const selectPair = (nextBase: string, nextQuote: string) => {
    const next = new URLSearchParams(params);
    next.set('base', nextBase);
    next.set('quote', nextQuote);
    setParams(next);
  };
  return { base, quote, symbol: `${base}${quote}`, selectPair };
}
