"""Family-neutral helpers every bot family may use (grid, DCA, martingale, combo)."""
