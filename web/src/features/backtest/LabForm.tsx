import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FAMILIES, symbolsOf, type Family } from './api';
import { fromInput, PRESETS, presetWindow, toInput, type PresetId } from './window';

/** What the lab form asks the server to run. */
export interface LabRequest {
  family: Family;
  params: Record<string, unknown>;
  /** a window of the server's history (absent: the uploaded candles, whole) */
  window: { from: number; to: number } | null;
  /** per symbol, the CSV the user chose (upload mode), or one file for any one symbol (`*`) */
  files: Record<string, string> | null;
  fees: boolean;
  funding: boolean;
}

const PERPETUAL = new Set<Family>(['GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES']);

interface Props {
  family: Family;
  params: string;
  onFamily: (f: Family) => void;
  onParams: (text: string) => void;
  pending: boolean;
  onRun: (req: LabRequest) => void;
  /** a window to show (the history the server said it holds) */
  window: { from: number; to: number } | null;
  onWindow: (w: { from: number; to: number } | null) => void;
}

/** Parameters as JSON text: the object, or null when the text is not one. */
export function parseParams(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The lab's inputs: the family and its create parameters (prefilled from a create page), the
 * symbol, the window of the server's history (presets or dates in UTC) or CSV files (one per
 * leg), fees and funding.
 */
export function LabForm({ family, params, onFamily, onParams, pending, onRun, window, onWindow }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const [source, setSource] = useState<'history' | 'upload'>('history');
  const [preset, setPreset] = useState<PresetId | 'custom'>('1d');
  const [fees, setFees] = useState(true);
  const [funding, setFunding] = useState(true);
  const [files, setFiles] = useState<Record<string, string>>({});
  const parsed = parseParams(params);
  const legs = parsed ? symbolsOf(family, parsed) : [];
  const symbol = typeof parsed?.symbol === 'string' ? parsed.symbol : '';
  const shown = window ?? (preset === 'custom' ? null : presetWindow(preset, Date.now()));
  const fileLegs = legs.length > 1 ? legs : ['*'];
  const filesReady = fileLegs.every((s) => files[s]);
  const ready = !!parsed && (source === 'history' ? !!shown && shown.to > shown.from : filesReady);

  function setSymbol(value: string) {
    if (!parsed) return;
    onParams(JSON.stringify({ ...parsed, symbol: value.trim().toUpperCase() }, null, 2));
  }

  async function readFile(leg: string, file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setFiles((f) => ({ ...f, [leg]: text }));
  }

  function submit() {
    if (!parsed || !ready) return;
    onRun({
      family, params: parsed, window: source === 'history' ? shown : null, files: source === 'upload' ? files : null,
      fees, funding: PERPETUAL.has(family) && funding,
    });
  }

  return (
    <form className="card flex min-w-0 flex-col gap-4" noValidate data-testid="lab-form"
      onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h2 className="card-title"><FormattedMessage id="lab.form.title" /></h2>
      <div className="form-2col">
        <label className="field">
          <span><FormattedMessage id="lab.form.family" /></span>
          <select className="input" value={family} data-testid="lab-family"
            onChange={(e) => onFamily(e.target.value as Family)}>
            {FAMILIES.map((f) => <option key={f} value={f}>{label(`lab.family.${f}`)}</option>)}
          </select>
        </label>
        {family !== 'COMBO_FUTURES' && !(family === 'DCA_SPOT' && parsed?.dca_type === 'RECURRING') && (
          <label className="field">
            <span><FormattedMessage id="lab.form.symbol" /></span>
            <input className="input" value={symbol} data-testid="lab-symbol" dir="ltr" disabled={!parsed}
              onChange={(e) => setSymbol(e.target.value)} />
          </label>
        )}
      </div>
      <label className="field">
        <span><FormattedMessage id="lab.form.params" /></span>
        <textarea className={`input h-40 py-2 font-mono text-xs ${parsed ? '' : 'input-error'}`} dir="ltr" spellCheck={false}
          value={params} data-testid="lab-params" onChange={(e) => onParams(e.target.value)} />
        {!parsed && <span className="text-xs text-down" role="alert"><FormattedMessage id="lab.form.paramsInvalid" /></span>}
      </label>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium"><FormattedMessage id="lab.form.candles" /></legend>
        <div className="segmented" role="radiogroup">
          {(['history', 'upload'] as const).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={source === s} data-testid={`lab-source-${s}`}
              onClick={() => setSource(s)}>
              <FormattedMessage id={`lab.form.source.${s}`} />
            </button>
          ))}
        </div>
        {source === 'history' ? (
          <div className="flex flex-col gap-2">
            <label className="field">
              <span><FormattedMessage id="lab.form.window" /></span>
              <select className="input" value={window ? 'custom' : preset} data-testid="lab-preset"
                onChange={(e) => {
                  const id = e.target.value as PresetId | 'custom';
                  setPreset(id);
                  onWindow(id === 'custom' ? (shown ?? presetWindow('1d', Date.now())) : null);
                }}>
                {PRESETS.map((p) => <option key={p.id} value={p.id}>{label(`lab.preset.${p.id}`)}</option>)}
                <option value="custom">{label('lab.preset.custom')}</option>
              </select>
            </label>
            <div className="form-2col">
              <label className="field">
                <span><FormattedMessage id="lab.form.from" /></span>
                <input type="datetime-local" className="input" dir="ltr" data-testid="lab-from"
                  value={shown ? toInput(shown.from) : ''}
                  onChange={(e) => { const v = fromInput(e.target.value); if (v !== null && shown) onWindow({ ...shown, from: v }); }} />
              </label>
              <label className="field">
                <span><FormattedMessage id="lab.form.to" /></span>
                <input type="datetime-local" className="input" dir="ltr" data-testid="lab-to"
                  value={shown ? toInput(shown.to) : ''}
                  onChange={(e) => { const v = fromInput(e.target.value); if (v !== null && shown) onWindow({ ...shown, to: v }); }} />
              </label>
            </div>
            <p className="text-xs text-muted"><FormattedMessage id="lab.form.windowHint" /></p>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            {fileLegs.map((leg) => (
              <label key={leg} className="field">
                <span>{leg === '*' ? label('lab.form.file') : intl.formatMessage({ id: 'lab.form.fileOf' }, { symbol: leg })}</span>
                <input type="file" accept=".csv,text/csv" className="text-sm" data-testid={`lab-file-${leg}`}
                  onChange={(e) => void readFile(leg, e.target.files?.[0])} />
              </label>
            ))}
            <p className="text-xs text-muted"><FormattedMessage id="lab.form.fileHint" /></p>
          </div>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={fees} data-testid="lab-fees" onChange={(e) => setFees(e.target.checked)} />
          <FormattedMessage id="lab.form.fees" />
        </label>
        {PERPETUAL.has(family) && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={funding} data-testid="lab-funding" onChange={(e) => setFunding(e.target.checked)} />
            <FormattedMessage id="lab.form.funding" />
          </label>
        )}
      </div>
      <button type="submit" className="btn-primary h-10" disabled={!ready || pending} data-testid="lab-run">
        <FormattedMessage id="lab.form.run" />
      </button>
    </form>
  );
}
