import { createContext, useContext } from 'react';
import { contract, type Schemas } from '../api/contract';

/** Gray-release flags of SPEC §6; each defaults to false. */
export const FLAG_KEYS = ['botSymbolGray', 'futureTsGray', 'spotTsGray', 'botTpslEquity'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type Flags = Record<FlagKey, boolean>;

export const DEFAULT_FLAGS: Flags = {
  botSymbolGray: false, futureTsGray: false, spotTsGray: false, botTpslEquity: false,
};

/** A /v3/config/web item as read here: the contract's, with only `name` required. */
type ConfigItem = Pick<Schemas['ConfigItem'], 'name'> & Partial<Schemas['ConfigItem']>;

/** Merge a /v3/config/web list into the defaults: each flag becomes its isGray. */
export function flagsFromConfig(list: ConfigItem[] | undefined): Flags {
  const flags = { ...DEFAULT_FLAGS };
  for (const item of list ?? []) {
    if ((FLAG_KEYS as readonly string[]).includes(item.name)) flags[item.name as FlagKey] = item.isGray === true;
  }
  return flags;
}

export async function fetchFlags(): Promise<Flags> {
  try {
    const res = await contract.post('/v3/config/web', { project: 'bot', keys: [...FLAG_KEYS] });
    return flagsFromConfig(res?.list);
  } catch (err) {
    console.info('flags not loaded', err);
    return DEFAULT_FLAGS;
  }
}

export const FlagsContext = createContext<Flags>(DEFAULT_FLAGS);

export function useFlags(): Flags {
  return useContext(FlagsContext);
}
