"""Real venues (Binance, Bybit, OKX) through ccxt: which markets come from which venue, the ccxt
client pointed at the venue (or at a stand-in of it), and the venue's rules for a symbol."""
