/** Bot families of SPEC §1, in the order the create block lists them; `path` is the create page. */
export const FAMILIES = [
  { key: 'spotGrid', enabled: true, path: 'create/?base=BTC&quote=USDT', testId: 'create-spot-grid' },
  { key: 'spotDca', enabled: true, path: 'dca-create/?base=BTC&quote=USDT', testId: 'create-spot-dca' },
  { key: 'futuresGrid', enabled: true, path: 'fgrid-create/?base=BTC&quote=USDT', testId: 'create-futures-grid' },
  { key: 'futuresMartingale', enabled: true, path: 'fmart-create/?base=BTC&quote=USDT', testId: 'create-futures-martingale' },
  { key: 'futuresCombo', enabled: true, path: 'fcombo-create/', testId: 'create-futures-combo' },
] as const;

export type FamilyKey = (typeof FAMILIES)[number]['key'];
