/* Reference grid loops in C: the "physical limit" side of B1 (PERFORMANCE.md §2, §6).
 *
 * Minimal loops doing the same grid logic as the numba kernel
 * (src/tradingbot/backtest/kernels/) over the same int64 candle arrays, so the bench can check
 * that both give the same fills and the same money before it times either:
 *
 *   - one order per cell, a gap index b (cells below b hold a BUY at lv[k], cells from b on a SELL
 *     at lv[k+1]); a candle that touches neither neighbour of the gap costs two compares;
 *   - candle path: close >= open visits O->L->H->C, else O->H->L->C; every resting order a point
 *     touches fills at its own price; the counter-order rests at once and may fill at a later
 *     point of the same candle;
 *   - mark-to-market equity, running peak and max drawdown and the minimum equity every candle.
 *
 * spot_grid: the spot grid, money in exact int64 units (base 1e-8, quote 1e-8/ms; fees half-up to
 *   1e-8, the BUY fee in base).
 * futures_neutral: the NEUTRAL futures grid (long cells below P0, short cells above), average-entry
 *   position book, realized PnL and fees half-up to 1e-8, the venue's liquidation price from the
 *   risk tiers after every fill and checked in path order, the stop at the top/bottom level.
 *   It has NO margin gate: it agrees with the kernel only while the kernel reports that no
 *   opening order ever waited for margin (blocked == 0, taker_fills == 0); the bench checks that.
 *   No funding either (the B1 input is a spot series).
 *
 * Parameter rules (minimum quantity, notional, negative arbitrage) are not re-checked here: the
 * bench only runs parameter sets the kernel reports as RUNNING or stopped at an edge.
 * Build: gcc -O2 -shared -fPIC -o libref.so ref_grid.c -lm   (done by bench/run.py in a temp dir)
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define E8 100000000LL
#define MAXP INT64_MAX

/* g·r/den half-up (the fee in 1e-8 of an amount counted in 1e-8/(den/1e8) units) */
static inline int64_t fee_half_up(int64_t g, int64_t r, int64_t den) {
    return (g / den) * r + ((g % den) * r + den / 2) / den;
}

static inline int64_t fee_ceil(int64_t g, int64_t r, int64_t den) {
    return (g / den) * r + ((g % den) * r + den - 1) / den;
}

static inline double money(double x) {
    if (x >= 0.0) return floor(x * 1e8 + 0.5) / 1e8;
    return -floor(-x * 1e8 + 0.5) / 1e8;
}

static inline void track(double eq, double *peak, double *mdd) {
    if (eq > *peak) {
        *peak = eq;
    } else if (*peak > 0.0) {
        double dd = (*peak - eq) / *peak;
        if (dd > *mdd) *mdd = dd;
    }
}

static inline void path(int64_t o, int64_t h, int64_t l, int64_t c, int64_t *pts) {
    pts[0] = o;
    pts[3] = c;
    if (c >= o) {
        pts[1] = l;
        pts[2] = h;
    } else {
        pts[1] = h;
        pts[2] = l;
    }
}

/* out: grid_profit, arbitrage_num, fees, position, equity, max_drawdown, fills, min_equity,
 *      buys, sells */
void spot_grid(const int64_t *o, const int64_t *h, const int64_t *l, const int64_t *c, int64_t t_len,
               const int64_t *lv, int64_t n, int64_t q, int64_t inv_u, int64_t lot_b, int64_t mq,
               int64_t ms, int64_t maker, int64_t taker, double pu, double *out) {
    int64_t den = E8 * ms; /* quote units per quote */
    int64_t p0 = c[0];
    int64_t quote = inv_u, base = 0, profit = 0, arb = 0, fills = 0, buys = 0, sells = 0;
    double fees = 0.0;
    int64_t *sell_qty = calloc((size_t)(n > 0 ? n : 1), sizeof(int64_t));
    int64_t b = 0;
    while (b < n && lv[b] < p0) b++;
    int64_t n_sell = n - b;
    int64_t gq = q * lot_b;
    int64_t qa = (gq - fee_ceil(gq, maker, E8)) / lot_b, qb = (gq - fee_half_up(gq, maker, E8)) / lot_b;
    int64_t q_s = qa < qb ? qa : qb;
    int64_t init = n_sell * q;
    if (init > 0) { /* the initial market buy of the sell cells' base, taker fee in base */
        int64_t gb = init * lot_b;
        int64_t fb = fee_half_up(gb, taker, E8);
        base = gb - fb;
        quote -= init * p0 * mq;
        fees += fb / 1e8 * (p0 * pu);
        fills++;
        buys++;
        int64_t s_init = base / (n_sell * lot_b);
        if (s_init > q) s_init = q;
        for (int64_t k = b; k < n; k++) sell_qty[k] = s_init;
    }
    int64_t buy_top = b > 0 ? lv[b - 1] : -1;
    int64_t sell_bot = b < n ? lv[b + 1] : MAXP;
    double peak = 0.0, mdd = 0.0, min_eq = 1e300, eq = 0.0;
    int64_t pts[4];
    for (int64_t i = 0; i < t_len; i++) {
        if (i > 0 && (l[i] <= buy_top || h[i] >= sell_bot)) {
            path(o[i], h[i], l[i], c[i], pts);
            for (int j = 0; j < 4; j++) {
                int64_t p = pts[j];
                while (b > 0 && lv[b - 1] >= p) {
                    int64_t k = b - 1, price = lv[k];
                    quote -= q * price * mq;
                    int64_t gb = q * lot_b;
                    int64_t fb = fee_half_up(gb, maker, E8);
                    base += gb - fb;
                    fees += fb / 1e8 * (price * pu);
                    sell_qty[k] = q_s;
                    fills++;
                    buys++;
                    b = k;
                }
                while (b < n && lv[b + 1] <= p) {
                    int64_t price = lv[b + 1], s = sell_qty[b];
                    int64_t g = s * price * mq;
                    int64_t fq = fee_half_up(g, maker, den) * ms;
                    quote += g - fq;
                    base -= s * lot_b;
                    profit += (g - fq) - q * lv[b] * mq;
                    arb++;
                    fees += (double)fq / den;
                    fills++;
                    sells++;
                    b++;
                }
            }
            buy_top = b > 0 ? lv[b - 1] : -1;
            sell_bot = b < n ? lv[b + 1] : MAXP;
        }
        eq = (double)quote / den + base / 1e8 * (c[i] * pu);
        track(eq, &peak, &mdd);
        if (eq < min_eq) min_eq = eq;
    }
    free(sell_qty);
    out[0] = (double)profit / den;
    out[1] = (double)arb;
    out[2] = fees;
    out[3] = base / 1e8;
    out[4] = eq;
    out[5] = mdd;
    out[6] = (double)fills;
    out[7] = min_eq;
    out[8] = (double)buys;
    out[9] = (double)sells;
}

/* ---------------------------------------------------------------------------------- futures */

static inline int64_t tier_of(double value, const double *t_lim, int64_t nt) {
    for (int64_t i = 0; i < nt; i++)
        if (value <= t_lim[i]) return i;
    return nt - 1;
}

static double liq_price(int64_t pos, double avg, double wallet, double lot, const double *t_lim,
                        const double *t_mmr, const double *t_ded, int64_t nt) {
    if (pos == 0 || nt == 0) return NAN;
    double size = (double)llabs(pos) * lot;
    double value = size * avg;
    int64_t ti = tier_of(value, t_lim, nt);
    char seen[64] = {0};
    double best = NAN;
    for (int64_t it = 0; it < nt + 1; it++) {
        double mm = value * t_mmr[ti] - t_ded[ti];
        double cushion = (wallet - mm) / size;
        double lp = pos > 0 ? avg - cushion : avg + cushion;
        if (lp <= 0.0) return NAN;
        seen[ti] = 1;
        if (isnan(best) || (pos > 0 ? lp > best : lp < best)) best = lp;
        int64_t nti = tier_of(size * lp, t_lim, nt);
        if (nti == ti) return lp;
        if (seen[nti]) return best;
        ti = nti;
    }
    return best;
}

/* one-way position book: new position (lots), new average entry, realized PnL */
static inline void book(int64_t *pos, double *avg, int is_buy, int64_t qty, double price, double lot,
                        double *realized) {
    int64_t signed_q = is_buy ? qty : -qty;
    int64_t p = *pos;
    if (p == 0 || (p > 0) == (signed_q > 0)) {
        int64_t size = llabs(p) + qty;
        *avg = ((double)llabs(p) * *avg + (double)qty * price) / (double)size;
        *pos = p + signed_q;
        *realized = 0.0;
        return;
    }
    int64_t closing = qty < llabs(p) ? qty : llabs(p);
    double direction = p > 0 ? 1.0 : -1.0;
    *realized = money((double)closing * lot * (price - *avg) * direction);
    int64_t nw = p + signed_q;
    if (nw == 0) {
        *pos = 0;
        *avg = 0.0;
    } else if ((nw > 0) != (p > 0)) {
        *pos = nw;
        *avg = price;
    } else {
        *pos = nw;
    }
}

/* status: 0 running, 4 liquidation, 5 top, 6 bottom
 * out: grid_profit, arbitrage_num, fees, position, equity, max_drawdown, fills, min_equity,
 *      buys, sells, status, stop_index */
void futures_neutral(const int64_t *o, const int64_t *h, const int64_t *l, const int64_t *c,
                     int64_t t_len, const int64_t *lv, int64_t n, int64_t q, double inv, double lot,
                     int64_t mq, int64_t ms, int64_t maker, int64_t taker, const double *t_lim,
                     const double *t_mmr, const double *t_ded, int64_t nt, double pu, double *out) {
    int64_t den = E8 * ms;
    int64_t p0 = c[0];
    int64_t b = 0;
    while (b < n && lv[b] < p0) b++;
    int64_t b0 = b; /* cells k < b0 are long cells, the others short cells */
    double *open_fee = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
    int64_t pos = 0, arb = 0, fills = 0, buys = 0, sells = 0, status = 0, stop = -1;
    double avg = 0.0, wallet = inv, fees = 0.0, gp = 0.0, lp = NAN, rz;
    int active = 1, first = 1;
    int64_t cursor = p0, hi_buy = -1, lo_sell = MAXP;
    double peak = 0.0, mdd = 0.0, min_eq = 1e300, eq = 0.0;
    int64_t pts[4];
    for (int64_t i = 0; i < t_len; i++) {
        int npts = 0;
        if (first) {
            pts[0] = p0;
            npts = 1;
        } else if (active) {
            int quiet = l[i] > hi_buy && h[i] < lo_sell;
            if (quiet && (l[i] <= lv[0] || h[i] >= lv[n])) quiet = 0;
            if (quiet && !isnan(lp)) {
                if (pos > 0 && lp >= l[i] * pu) quiet = 0;
                if (pos < 0 && lp <= h[i] * pu) quiet = 0;
            }
            if (!quiet) {
                path(o[i], h[i], l[i], c[i], pts);
                npts = 4;
            }
        }
        for (int j = 0; j < npts && active; j++) {
            int64_t p = pts[j];
            int liquidated = 0;
            double liq_at = 0.0;
            if (!isnan(lp)) {
                double cur_r = cursor * pu;
                if ((pos > 0 && lp >= cur_r) || (pos < 0 && lp <= cur_r)) {
                    liquidated = 1;
                    liq_at = cur_r;
                }
            }
            if (!liquidated && p < cursor) {
                while (b > 0 && lv[b - 1] >= p) {
                    int64_t k = b - 1, x = lv[k];
                    if (pos > 0 && !isnan(lp) && lp > x * pu) {
                        liquidated = 1;
                        liq_at = fmin(lp, cursor * pu);
                        break;
                    }
                    double fee = fee_half_up(q * x * mq, maker, den) / 1e8;
                    int ro = k >= b0; /* a short cell's BUY closes */
                    book(&pos, &avg, 1, q, x * pu, lot, &rz);
                    wallet += rz - fee;
                    fees += fee;
                    fills++;
                    buys++;
                    if (ro) {
                        gp += (double)(q * (lv[k + 1] - lv[k]) * mq) / den - open_fee[k] - fee;
                        arb++;
                        open_fee[k] = 0.0;
                    } else {
                        open_fee[k] = fee;
                    }
                    b = k;
                    lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded, nt);
                }
                if (!liquidated && pos > 0 && !isnan(lp) && lp >= p * pu) {
                    liquidated = 1;
                    liq_at = fmin(lp, cursor * pu);
                }
            } else if (!liquidated && p > cursor) {
                while (b < n && lv[b + 1] <= p) {
                    int64_t k = b, x = lv[k + 1];
                    if (pos < 0 && !isnan(lp) && lp < x * pu) {
                        liquidated = 1;
                        liq_at = fmax(lp, cursor * pu);
                        break;
                    }
                    double fee = fee_half_up(q * x * mq, maker, den) / 1e8;
                    int ro = k < b0; /* a long cell's SELL closes */
                    book(&pos, &avg, 0, q, x * pu, lot, &rz);
                    wallet += rz - fee;
                    fees += fee;
                    fills++;
                    sells++;
                    if (ro) {
                        gp += (double)(q * (lv[k + 1] - lv[k]) * mq) / den - open_fee[k] - fee;
                        arb++;
                        open_fee[k] = 0.0;
                    } else {
                        open_fee[k] = fee;
                    }
                    b = k + 1;
                    lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded, nt);
                }
                if (!liquidated && pos < 0 && !isnan(lp) && lp <= p * pu) {
                    liquidated = 1;
                    liq_at = fmax(lp, cursor * pu);
                }
            }
            cursor = p;
            if (liquidated) {
                int64_t closing = llabs(pos);
                double fee = fee_half_up((int64_t)nearbyint(closing * lot * liq_at * 1e8), taker, E8) / 1e8;
                double direction = pos > 0 ? 1.0 : -1.0;
                wallet += money(closing * lot * (liq_at - avg) * direction) - fee;
                if (wallet < 0.0) wallet = 0.0;
                fees += fee;
                fills++;
                pos = 0;
                avg = 0.0;
                lp = NAN;
                status = 4;
                stop = i;
                active = 0;
                break;
            }
            int edge = 0;
            if (p >= lv[n]) edge = 5;
            else if (p <= lv[0]) edge = 6;
            if (edge) {
                if (pos != 0) {
                    int64_t closing = llabs(pos);
                    double fee = fee_half_up(closing * p * mq, taker, den) / 1e8;
                    if (pos < 0) buys++; else sells++;
                    book(&pos, &avg, pos < 0, closing, p * pu, lot, &rz);
                    wallet += rz - fee;
                    fees += fee;
                    fills++;
                }
                lp = NAN;
                status = edge;
                stop = i;
                active = 0;
                break;
            }
        }
        first = 0;
        if (i > 0) cursor = c[i];
        if (active && npts > 0) {
            hi_buy = b > 0 ? lv[b - 1] : -1;
            lo_sell = b < n ? lv[b + 1] : MAXP;
        }
        eq = wallet + pos * lot * (c[i] * pu - avg);
        track(eq, &peak, &mdd);
        if (eq < min_eq) min_eq = eq;
    }
    free(open_fee);
    out[0] = gp;
    out[1] = (double)arb;
    out[2] = fees;
    out[3] = pos * lot;
    out[4] = eq;
    out[5] = mdd;
    out[6] = (double)fills;
    out[7] = min_eq;
    out[8] = (double)buys;
    out[9] = (double)sells;
    out[10] = (double)status;
    out[11] = (double)stop;
}
