/** Bot families of SPEC §1, in the order the create block lists them. */
export const FAMILIES = [
  { key: 'spotGrid', enabled: true },
  { key: 'spotDca', enabled: false },
  { key: 'futuresGrid', enabled: false },
  { key: 'futuresMartingale', enabled: false },
  { key: 'futuresCombo', enabled: false },
] as const;

export type FamilyKey = (typeof FAMILIES)[number]['key'];
