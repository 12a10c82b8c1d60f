"""Futures combo family (MECHANICS §7): a weighted basket of USDT-linear perpetuals kept at its weights."""
