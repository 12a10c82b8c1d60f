import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DecimalString } from './api';
import type { Point } from './charts';
import { DetailGate } from './DetailGate';
import { DetailNotLoaded } from './DetailMessage';
import { useLiveBot, type LiveBotSource } from './useLiveBot';
import { usePnlPoints } from './usePnlPoints';

/** A bot whose detail is in, as its family's page draws it: the detail `d`, its live orders and PnL points. */
export interface LoadedBot<D, O> {
  botId: string;
  d: D;
  orders: UseQueryResult<O[]>;
  completed: boolean;
  points: Point[];
}

interface Props<D extends Record<K, DecimalString>, O, K extends string> {
  /** the query parameter that names the bot (`grid_id`, `bot_id`) */
  idParam: string;
  source: LiveBotSource<D, O, K>;
  /** the family's page of the loaded bot */
  children: (bot: LoadedBot<D, O>) => ReactNode;
}

/**
 * A bot detail page up to its family's own figures: the {@link DetailGate} checks, then the live
 * bot, with "loading", "not found" or the error until its detail is in.
 */
export function LiveDetail<D extends Record<K, DecimalString>, O, K extends string>({ idParam, source, children }: Props<D, O, K>) {
  return <DetailGate idParam={idParam}>{(botId) => <Loader botId={botId} source={source}>{children}</Loader>}</DetailGate>;
}

function Loader<D extends Record<K, DecimalString>, O, K extends string>({ botId, source, children }: Omit<Props<D, O, K>, 'idParam'> & {
  botId: string;
}) {
  const { detail, orders, completed } = useLiveBot(botId, source);
  // the chart's points live here, so that they outlast a failed poll
  const points = usePnlPoints(botId, detail.data, detail.dataUpdatedAt, source.pnlField);
  const d = detail.data;
  if (detail.isPending || detail.isError || !d) return <DetailNotLoaded pending={detail.isPending} error={detail.error} />;
  return children({ botId, d, orders, completed, points });
}
