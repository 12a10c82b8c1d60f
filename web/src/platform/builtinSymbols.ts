/**
 * Built-in perpetual symbol configs: the last fallback of the symbol list load (SPEC §8
 * "Symbol list loading", §9). Used only when the network call failed and neither cache
 * version (6, then 4) held a usable list.
 *
 * The data is shaped like the `result` of `GET /contract/v5/product/brief-symbol-list`
 * (configs grouped by contract type), so it goes through the same parser as network and
 * cached data.
 *
 * Values are real Binance USDT-M perpetual values, written out by hand:
 * - tickSize, minPrice, maxPrice, lotSize (stepSize), minQty, maxNewOrderQty (maxQty),
 *   maxNewMarketOrderQty (marketMaxQty), minNotionalValue (minNotional) and priceScale
 *   (pricePrecision) from the exchangeInfo snapshot of 2026-03-31. Decimal strings are kept
 *   exactly as Binance writes them (e.g. '0.10', '0.000010'): the trailing zeros carry the
 *   display precision.
 * - riskTiers, baseMaintenanceMarginRateE4 (tier 1) and the leverage bounds from the
 *   leverage brackets of 2025-07-10. Leverage is capped at 100x in every tier
 *   ({@link BUILTIN_MAX_LEVERAGE}).
 * - Initial margin rate = 1 / max leverage, in E4 units rounded UP to a whole unit so the
 *   margin never falls below 1 / max leverage (75x -> 133.33 -> 134).
 * - baseMaxOrdPosValue is the tier-1 notional cap (USDT). Step rates are left out: Binance
 *   brackets are not linear steps, riskTiers lists them explicitly instead.
 *
 * These go stale; they exist only so the create screens stay usable offline.
 */
import type { RiskTier, SymbolConfig, SymbolListPayload } from './symbolList';

/** Leverage cap applied to the built-in data (x). */
export const BUILTIN_MAX_LEVERAGE = 100;

/** Version number written into the built-in payload (the brief-symbol-list version). */
export const BUILTIN_SYMBOL_LIST_VERSION = 6;

/** [max position value (USDT), maintenance margin rate E4, Binance max leverage (x)]. */
type TierRow = readonly [maxPositionValue: string, maintenanceMarginRateE4: number, maxLeverage: number];

const initialMarginRateE4 = (leverage: number): number => Math.ceil(10_000 / leverage);

function tiers(rows: readonly TierRow[]): RiskTier[] {
  return rows.map(([maxPositionValue, maintenanceMarginRateE4, maxLeverage], i) => {
    const leverage = Math.min(maxLeverage, BUILTIN_MAX_LEVERAGE);
    return {
      tier: i + 1,
      maxPositionValue,
      maintenanceMarginRateE4,
      initialMarginRateE4: initialMarginRateE4(leverage),
      maxLeverageE2: leverage * 100,
    };
  });
}

/**
 * One symbol a row: base, priceScale, tickSize, minPrice, maxPrice, lotSize, minQty,
 * maxNewOrderQty, maxNewMarketOrderQty, minNotionalValue, then its risk tiers as
 * 'maxPositionValue/maintenanceMarginRateE4/maxLeverage' separated by spaces (tier 1 first).
 * indexSort is the row's place (1 first).
 */
type Row = readonly [
  base: string, priceScale: number, tickSize: string, minPrice: string, maxPrice: string,
  lotSize: string, minQty: string, maxNewOrderQty: string, maxNewMarketOrderQty: string,
  minNotionalValue: string, tiers: string,
];

const ROWS: readonly Row[] = [
  ['BTC', 2, '0.10', '261.10', '809484', '0.0001', '0.0001', '1000', '120', '100', '300000/40/125 800000/50/100 3000000/65/75 12000000/100/50 70000000/200/25 100000000/250/20 230000000/500/10 480000000/1000/5 600000000/1250/4 800000000/1500/3 1200000000/2500/2 1800000000/5000/1'],
  ['ETH', 2, '0.01', '39.86', '306177', '0.001', '0.001', '10000', '10000', '20', '300000/40/125 800000/50/100 3000000/65/75 12000000/100/50 50000000/200/25 65000000/250/20 150000000/500/10 320000000/1000/5 400000000/1250/4 530000000/1500/3 800000000/2500/2 1200000000/5000/1'],
  ['SOL', 4, '0.0100', '0.4200', '6857', '0.01', '0.01', '1000000', '6000', '5', '50000/50/100 400000/65/75 1000000/100/50 4000000/200/25 8000000/250/20 40000000/500/10 80000000/1000/5 100000000/1250/4 200000000/2500/2 400000000/5000/1'],
  ['XRP', 4, '0.0001', '0.0143', '100000', '0.1', '0.1', '1000000', '1000000', '5', '80000/60/75 150000/100/50 400000/125/40 1000000/200/25 2000000/250/20 10000000/500/10 20000000/1000/5 25000000/1250/4 50000000/2500/2 100000000/5000/1'],
  ['DOGE', 6, '0.000010', '0.002440', '30', '1', '1', '10000000', '10000000', '5', '80000/65/75 150000/100/50 750000/125/40 2000000/200/25 4000000/250/20 20000000/500/10 40000000/1000/5 50000000/1250/4 100000000/2500/2 200000000/5000/1'],
];

function tierRows(text: string): TierRow[] {
  return text.split(' ').map((cell) => {
    const [maxPositionValue, mmrE4, maxLeverage] = cell.split('/') as [string, string, string];
    return [maxPositionValue, Number(mmrE4), Number(maxLeverage)];
  });
}

function linear(row: Row, index: number): SymbolConfig {
  const [base, priceScale, tickSize, minPrice, maxPrice, lotSize, minQty, maxNewOrderQty,
    maxNewMarketOrderQty, minNotionalValue, tierText] = row;
  const riskTiers = tiers(tierRows(tierText));
  const tier1 = riskTiers[0] as RiskTier;
  return {
    symbol: `${base}USDT`,
    symbolName: `${base}USDT`,
    baseCurrency: base,
    quoteCurrency: 'USDT',
    contractType: 'LinearPerpetual',
    contractStatus: 'Trading',
    priceScale,
    tickSize,
    minPrice,
    maxPrice,
    lotSize,
    minQty,
    maxNewOrderQty,
    maxNewMarketOrderQty,
    minNotionalValue,
    indexSort: index + 1,
    baseInitialMarginRateE4: tier1.initialMarginRateE4,
    baseMaintenanceMarginRateE4: tier1.maintenanceMarginRateE4,
    baseMaxOrdPosValue: tier1.maxPositionValue,
    maxLeverageE2: tier1.maxLeverageE2,
    minLeverageE2: 100,
    obDepthMergeTimes: '1,2,4,10',
    symbolDisplay: 1,
    riskTiers,
  };
}

/** BTCUSDT, ETHUSDT, SOLUSDT, XRPUSDT, DOGEUSDT (in that order). */
export const BUILTIN_SYMBOLS: readonly SymbolConfig[] = ROWS.map(linear);

/** The built-in data in the brief-symbol-list `result` shape. */
export const BUILTIN_SYMBOL_LIST: SymbolListPayload = {
  version: BUILTIN_SYMBOL_LIST_VERSION,
  LinearPerpetual: [...BUILTIN_SYMBOLS],
  InversePerpetual: [],
};
