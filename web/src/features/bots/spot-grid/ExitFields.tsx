import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NumberField } from '../kit/ui';

interface ExitValues {
  takeProfit: string;
  stopLoss: string;
  trailingPercent: string;
}

/**
 * A spot grid's optional exits, alike on create and modify: take profit and stop loss prices (in the
 * quote coin), then the trailing stop (%). `names` are the inputs' (their test ids `input-<name>`).
 */
export function ExitFields({ names, values, set, quote, trailingHint }: {
  names: readonly [takeProfit: string, stopLoss: string, trailing: string];
  values: ExitValues;
  set: (patch: Partial<ExitValues>) => void;
  quote: string;
  trailingHint?: ReactNode;
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const [tpName, slName, tsName] = names;
  return (
    <>
      <div className="form-2col">
        <NumberField name={tpName} label={label('form.takeProfit')} placeholder={label('common.optional')}
          value={values.takeProfit} onChange={(v) => set({ takeProfit: v })} suffix={quote} />
        <NumberField name={slName} label={label('form.stopLoss')} placeholder={label('common.optional')}
          value={values.stopLoss} onChange={(v) => set({ stopLoss: v })} suffix={quote} />
      </div>
      <NumberField name={tsName} label={label('form.trailingStop')} placeholder={label('common.optional')}
        value={values.trailingPercent} onChange={(v) => set({ trailingPercent: v })} suffix="%" hint={trailingHint} />
    </>
  );
}
