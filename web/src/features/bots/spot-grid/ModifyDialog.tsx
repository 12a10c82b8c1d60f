import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { updateGrid, validateUpdate, type GridDetail, type UpdateGridBody } from '../kit/api';
import { gridErrorMessage } from '../kit/errors';
import { parseDecimal, percentToRatio, ratioToPercent } from '../kit/math';
import { Modal } from '../kit/Modal';
import { NumberField, PriceField, useDebounced } from '../kit/ui';
import { validationPassed, ValidationSummary } from '../kit/ValidationSummary';
import { FormButtons } from '../kit/DialogButtons';
import { useActionResult, useInvalidate } from '../kit/useBotAction';
import { ExitFields } from './ExitFields';

interface Values {
  minPrice: string;
  maxPrice: string;
  cellNumber: string;
  takeProfit: string;
  stopLoss: string;
  trailingPercent: string;
  addInvestment: string;
}

const plain = (v: unknown) => {
  const d = parseDecimal(v === null || v === undefined ? '' : String(v));
  return d && !d.isZero() ? d.toFixed() : '';
};

export function initialValues(d: GridDetail): Values {
  return {
    minPrice: plain(d.min_price),
    maxPrice: plain(d.max_price),
    cellNumber: String(d.cell_number ?? ''),
    takeProfit: plain(d.take_profit_price),
    stopLoss: plain(d.stop_loss_price),
    trailingPercent: ratioToPercent(plain(d.ts_percent)),
    addInvestment: '',
  };
}

function same(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return a.trim() === b.trim();
  return x.eq(y);
}

/**
 * The update body: only the fields that changed. `regrid` is true when the range, the grid count
 * or the investment changes (orders are rebuilt); TP / SL / trailing only keep the orders.
 */
export function updateBody(gridId: string, from: Values, to: Values): { body: UpdateGridBody; changed: boolean; regrid: boolean } {
  const body: UpdateGridBody = { grid_id: gridId };
  let regrid = false;
  const num = (s: string) => parseDecimal(s)?.toFixed() ?? '0';
  if (!same(from.minPrice, to.minPrice)) { body.min_price = num(to.minPrice); regrid = true; }
  if (!same(from.maxPrice, to.maxPrice)) { body.max_price = num(to.maxPrice); regrid = true; }
  if (from.cellNumber.trim() !== to.cellNumber.trim() && /^\d+$/.test(to.cellNumber.trim())) {
    body.cell_number = Number(to.cellNumber.trim());
    regrid = true;
  }
  if (!same(from.takeProfit, to.takeProfit)) body.take_profit_price = num(to.takeProfit);
  if (!same(from.stopLoss, to.stopLoss)) body.stop_loss_price = num(to.stopLoss);
  if (!same(from.trailingPercent, to.trailingPercent)) body.ts_percent = percentToRatio(to.trailingPercent) ?? '0';
  const add = parseDecimal(to.addInvestment);
  if (add && add.gt(0)) { body.add_investment = add.toFixed(); regrid = true; }
  return { body, changed: Object.keys(body).length > 1, regrid };
}

/** Modify a running bot: live validate-update-sgrid, then update-sgrid. */
export function ModifyDialog({ detail, decimals, onClose }: { detail: GridDetail; decimals: number; onClose: () => void }) {
  const intl = useIntl();
  const gridId = String(detail.grid_id);
  const [start] = useState(() => initialValues(detail));
  const [values, setValues] = useState<Values>(start);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const quote = detail.quote_token;

  const { body, changed, regrid: regridLocal } = useMemo(() => updateBody(gridId, start, values), [gridId, start, values]);
  const debounced = useDebounced(changed ? body : null, 400);
  const settling = JSON.stringify(changed ? body : null) !== JSON.stringify(debounced);
  const validation = useQuery({
    queryKey: ['validate-update', debounced],
    queryFn: () => validateUpdate(debounced!),
    enabled: !!debounced,
    placeholderData: keepPreviousData,
  });
  const regrid = !settling && typeof validation.data?.regrid === 'boolean' ? validation.data.regrid : regridLocal;
  const passed = changed && !settling && !validation.isPlaceholderData && validationPassed(validation.data);

  const save = useMutation({
    mutationFn: () => updateGrid(body),
    ...useActionResult<{ regrid?: boolean } | undefined>({
      done: (res) => intl.formatMessage({ id: (res?.regrid ?? regrid) ? 'modify.doneRegrid' : 'modify.done' }),
      refresh: useInvalidate([['grid-detail', gridId], ['grid-open-orders', gridId]]), onClose,
      errorMessage: (err) => gridErrorMessage(intl, err, { priceDecimals: decimals, quote }),
    }),
  });
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Modal title={<FormattedMessage id="modify.title" />} onClose={onClose} testId="modify-dialog">
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); if (passed) save.mutate(); }}>
        <div className="form-2col">
          <PriceField name="modify_min_price" label={label('form.minPrice')} fieldLabel={label('form.minPrice')}
            value={values.minPrice} onChange={(v) => set({ minPrice: v })} decimals={decimals} fallback={detail.current_price} />
          <PriceField name="modify_max_price" label={label('form.maxPrice')} fieldLabel={label('form.maxPrice')}
            value={values.maxPrice} onChange={(v) => set({ maxPrice: v })} decimals={decimals} fallback={detail.current_price} />
        </div>
        <div className="form-2col">
          <NumberField name="modify_cell_number" integer label={label('form.grids')} value={values.cellNumber}
            onChange={(v) => set({ cellNumber: v })} />
          <NumberField name="modify_add_investment" label={label('modify.addInvestment')} placeholder={label('common.optional')}
            value={values.addInvestment} onChange={(v) => set({ addInvestment: v })} suffix={quote} />
        </div>
        <ExitFields names={['modify_take_profit', 'modify_stop_loss', 'modify_ts_percent']} values={values} set={set} quote={quote} />

        {changed ? (
          <>
            <p className={`notice ${regrid ? 'notice-warn' : ''}`} data-testid="modify-effect" data-regrid={regrid}>
              <FormattedMessage id={regrid ? 'modify.regridNote' : 'modify.ordersStayNote'} />
            </p>
            <ValidationSummary query={validation} settling={settling} ctx={{ priceDecimals: decimals, quote }} showFigures={false} />
          </>
        ) : (
          <p className="text-sm text-muted" data-testid="modify-unchanged"><FormattedMessage id="modify.unchanged" /></p>
        )}

        <FormButtons onCancel={onClose} busy={save.isPending} disabled={!passed}
          submitId="modify.submit" testId="modify-submit" />
      </form>
    </Modal>
  );
}
