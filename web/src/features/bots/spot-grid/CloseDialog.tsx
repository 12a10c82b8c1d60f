import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeGrid, fetchCloseModes, type CloseMode, type GridDetail } from '../kit/api';
import { gridErrorMessage } from '../kit/errors';
import { CLOSE_MODES, closeModeOf } from '../kit/labels';
import { DialogButtons } from '../kit/DialogButtons';
import { Modal } from '../kit/Modal';
import { useActionResult, useInvalidate } from '../kit/useBotAction';

/** Close a bot: pick the settlement (get-close-modes: 2 base, 3 quote, 4 both), then close-grid. */
export function CloseDialog({ detail, onClose }: { detail: GridDetail; onClose: () => void }) {
  const intl = useIntl();
  const gridId = String(detail.grid_id);
  const modes = useQuery({ queryKey: ['close-modes', gridId], queryFn: () => fetchCloseModes(gridId) });
  const offered = (modes.data?.list ?? []).map((m) => closeModeOf(m.close_mode)).filter((m): m is CloseMode => m !== null);
  const list = offered.length ? CLOSE_MODES.filter((m) => offered.includes(m)) : CLOSE_MODES;
  const [picked, setPicked] = useState<CloseMode | null>(null);
  const mode = picked ?? closeModeOf(modes.data?.default) ?? 4;
  const names = { base: detail.base_token, quote: detail.quote_token };

  const close = useMutation({
    mutationFn: () => closeGrid(gridId, mode),
    ...useActionResult({
      done: 'close.done', refresh: useInvalidate([['grid-detail', gridId], ['grid-open-orders', gridId], ['bots']]), onClose,
      errorMessage: (err) => gridErrorMessage(intl, err, { priceDecimals: 2, quote: detail.quote_token }),
    }),
  });

  return (
    <Modal title={<FormattedMessage id="close.title" />} description={<FormattedMessage id="close.description" />}
      onClose={onClose} testId="close-dialog">
      <fieldset className="mt-4 flex flex-col gap-2" disabled={modes.isPending}>
        <legend className="mb-2 text-sm font-medium"><FormattedMessage id="close.modeQuestion" /></legend>
        {list.map((m) => (
          <label key={m} className={`choice ${mode === m ? 'choice-active' : ''}`} data-testid={`close-mode-${m}`}>
            <input type="radio" name="close_mode" value={m} checked={mode === m} onChange={() => setPicked(m)} />
            <span className="flex flex-col">
              <span className="font-medium text-fg"><FormattedMessage id={`closeMode.${m}`} values={names} /></span>
              <span className="text-xs text-muted"><FormattedMessage id={`closeMode.${m}.desc`} values={names} /></span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogButtons onCancel={onClose} onSubmit={() => close.mutate()} busy={close.isPending} submitId="close.submit"
        testId="close-submit" danger />
    </Modal>
  );
}
