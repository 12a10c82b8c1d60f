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

interface Spec {
  base: string;
  priceScale: number;
  tickSize: string;
  minPrice: string;
  maxPrice: string;
  lotSize: string;
  minQty: string;
  maxNewOrderQty: string;
  maxNewMarketOrderQty: string;
  minNotionalValue: string;
  indexSort: number;
  riskTiers: RiskTier[];
}

function linear(spec: Spec): SymbolConfig {
  const { base, riskTiers, ...rest } = spec;
  const tier1 = riskTiers[0] as RiskTier;
  return {
    symbol: `${base}USDT`,
    symbolName: `${base}USDT`,
    baseCurrency: base,
    quoteCurrency: 'USDT',
    contractType: 'LinearPerpetual',
    contractStatus: 'Trading',
    ...rest,
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
export const BUILTIN_SYMBOLS: readonly SymbolConfig[] = [
  linear({
    base: 'BTC', priceScale: 2, tickSize: '0.10', minPrice: '261.10', maxPrice: '809484',
    lotSize: '0.0001', minQty: '0.0001', maxNewOrderQty: '1000', maxNewMarketOrderQty: '120',
    minNotionalValue: '100', indexSort: 1,
    riskTiers: tiers([
      ['300000', 40, 125], ['800000', 50, 100], ['3000000', 65, 75], ['12000000', 100, 50],
      ['70000000', 200, 25], ['100000000', 250, 20], ['230000000', 500, 10], ['480000000', 1000, 5],
      ['600000000', 1250, 4], ['800000000', 1500, 3], ['1200000000', 2500, 2], ['1800000000', 5000, 1],
    ]),
  }),
  linear({
    base: 'ETH', priceScale: 2, tickSize: '0.01', minPrice: '39.86', maxPrice: '306177',
    lotSize: '0.001', minQty: '0.001', maxNewOrderQty: '10000', maxNewMarketOrderQty: '10000',
    minNotionalValue: '20', indexSort: 2,
    riskTiers: tiers([
      ['300000', 40, 125], ['800000', 50, 100], ['3000000', 65, 75], ['12000000', 100, 50],
      ['50000000', 200, 25], ['65000000', 250, 20], ['150000000', 500, 10], ['320000000', 1000, 5],
      ['400000000', 1250, 4], ['530000000', 1500, 3], ['800000000', 2500, 2], ['1200000000', 5000, 1],
    ]),
  }),
  linear({
    base: 'SOL', priceScale: 4, tickSize: '0.0100', minPrice: '0.4200', maxPrice: '6857',
    lotSize: '0.01', minQty: '0.01', maxNewOrderQty: '1000000', maxNewMarketOrderQty: '6000',
    minNotionalValue: '5', indexSort: 3,
    riskTiers: tiers([
      ['50000', 50, 100], ['400000', 65, 75], ['1000000', 100, 50], ['4000000', 200, 25],
      ['8000000', 250, 20], ['40000000', 500, 10], ['80000000', 1000, 5], ['100000000', 1250, 4],
      ['200000000', 2500, 2], ['400000000', 5000, 1],
    ]),
  }),
  linear({
    base: 'XRP', priceScale: 4, tickSize: '0.0001', minPrice: '0.0143', maxPrice: '100000',
    lotSize: '0.1', minQty: '0.1', maxNewOrderQty: '1000000', maxNewMarketOrderQty: '1000000',
    minNotionalValue: '5', indexSort: 4,
    riskTiers: tiers([
      ['80000', 60, 75], ['150000', 100, 50], ['400000', 125, 40], ['1000000', 200, 25],
      ['2000000', 250, 20], ['10000000', 500, 10], ['20000000', 1000, 5], ['25000000', 1250, 4],
      ['50000000', 2500, 2], ['100000000', 5000, 1],
    ]),
  }),
  linear({
    base: 'DOGE', priceScale: 6, tickSize: '0.000010', minPrice: '0.002440', maxPrice: '30',
    lotSize: '1', minQty: '1', maxNewOrderQty: '10000000', maxNewMarketOrderQty: '10000000',
    minNotionalValue: '5', indexSort: 5,
    riskTiers: tiers([
      ['80000', 65, 75], ['150000', 100, 50], ['750000', 125, 40], ['2000000', 200, 25],
      ['4000000', 250, 20], ['20000000', 500, 10], ['40000000', 1000, 5], ['50000000', 1250, 4],
      ['100000000', 2500, 2], ['200000000', 5000, 1],
    ]),
  }),
];

/** The built-in data in the brief-symbol-list `result` shape. */
export const BUILTIN_SYMBOL_LIST: SymbolListPayload = {
  version: BUILTIN_SYMBOL_LIST_VERSION,
  LinearPerpetual: [...BUILTIN_SYMBOLS],
  InversePerpetual: [],
};
