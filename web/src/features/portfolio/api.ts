/**
 * The portfolio call (`POST /s1/bot/tradingbot/v1/portfolio`, docs/discovery.md): the logged-in
 * user's running bots in total and per family, today's PnL, and the daily PnL of all their bots.
 * Decimals travel as strings.
 */
import { api } from '../../api/client';

export interface PortfolioFamily {
  bot_type: string;
  bots: number;
  investment: string;
  pnl: string;
}

export interface PortfolioDay {
  /** 00:00 UTC of the day, ms. */
  ts: number;
  pnl: string;
}

export interface Portfolio {
  running_bots: number;
  total_investment: string;
  total_pnl: string;
  today_pnl: string;
  families: PortfolioFamily[];
  daily: PortfolioDay[];
}

export const PORTFOLIO_KEY = 'portfolio';

export const fetchPortfolio = () => api.post<Portfolio>('/s1/bot/tradingbot/v1/portfolio', {});
