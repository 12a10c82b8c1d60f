import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../bots/kit/Modal';
import { fetchStrategyInfo, localeOfIntl, type StrategyFamily, type StrategyFamilyInfo, type StrategyParam } from './api';

/**
 * The create pages' "How it works" button: opens the family's description, risks and parameter
 * glossary as the server serves them in the page's language. One line places it on a page.
 */
export function StrategyInfoButton({ family }: { family: StrategyFamily }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost h-8 self-start text-sm" data-testid="strategy-info-open"
        onClick={() => setOpen(true)}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="me-1 inline-block align-[-3px]">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <FormattedMessage id="strategyInfo.open" />
      </button>
      {open && <StrategyInfoDialog family={family} onClose={() => setOpen(false)} />}
    </>
  );
}

export function StrategyInfoDialog({ family, onClose }: { family: StrategyFamily; onClose: () => void }) {
  const intl = useIntl();
  const locale = localeOfIntl(intl.locale);
  const info = useQuery({
    queryKey: ['strategy-info', family, locale],
    queryFn: () => fetchStrategyInfo(family, locale),
    staleTime: Infinity,
  });
  const data = info.data?.families.find((f) => f.family === family);
  return (
    <Modal testId="strategy-info" onClose={onClose}
      title={data ? data.name : <FormattedMessage id="strategyInfo.open" />}
      description={data?.summary}>
      {info.isPending && <p className="mt-3 text-sm text-muted"><FormattedMessage id="strategyInfo.loading" /></p>}
      {info.isError && (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="alert">
          <p className="text-sm text-down"><FormattedMessage id="strategyInfo.loadError" /></p>
          <button type="button" className="btn-ghost h-8 text-sm" data-testid="strategy-info-retry"
            onClick={() => void info.refetch()}>
            <FormattedMessage id="strategyInfo.retry" />
          </button>
        </div>
      )}
      {data && <FamilyBody data={data} lang={info.data?.lang ?? 'en'} />}
    </Modal>
  );
}

function FamilyBody({ data, lang }: { data: StrategyFamilyInfo; lang: string }) {
  return (
    <div className="mt-3 flex min-w-0 flex-col gap-4 text-sm" lang={lang} data-testid="strategy-info-body">
      <section>
        <h3 className="mb-1 font-semibold"><FormattedMessage id="strategyInfo.how" /></h3>
        <ul className="list-disc space-y-1 ps-5" data-testid="strategy-info-how">
          {data.how.map((line) => <li key={line}>{line}</li>)}
        </ul>
      </section>
      {data.variants.length > 0 && (
        <section>
          <h3 className="mb-1 font-semibold"><FormattedMessage id="strategyInfo.variants" /></h3>
          <dl className="space-y-1" data-testid="strategy-info-variants">
            {data.variants.map((v) => (
              <div key={v.key}>
                <dt className="inline font-medium">{v.name} </dt>
                <dd className="inline text-muted">{v.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className="rounded-md border border-line p-3">
        <h3 className="mb-1 font-semibold text-down"><FormattedMessage id="strategyInfo.risks" /></h3>
        <ul className="list-disc space-y-1 ps-5" data-testid="strategy-info-risks">
          {data.risks.map((line) => <li key={line}>{line}</li>)}
        </ul>
      </section>
      <section>
        <h3 className="mb-2 font-semibold"><FormattedMessage id="strategyInfo.parameters" /></h3>
        <dl className="flex flex-col gap-3" data-testid="strategy-info-params">
          {data.params.map((p) => <ParamItem key={p.key} p={p} />)}
        </dl>
      </section>
    </div>
  );
}

function ParamItem({ p }: { p: StrategyParam }) {
  const intl = useIntl();
  const facts = [p.unit_text, p.bounds_text].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0 border-b border-line pb-2 last:border-b-0" data-testid={`strategy-param-${p.key}`}>
      <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-medium">{p.label}</span>
        <code dir="ltr" className="break-all text-xs text-muted">{p.key}</code>
        <span className="badge text-[11px]">
          <FormattedMessage id={p.required ? 'strategyInfo.required' : 'strategyInfo.optional'} />
        </span>
      </dt>
      <dd className="mt-1">{p.text}</dd>
      {facts && <dd className="mt-1 text-xs text-muted" data-testid="strategy-param-facts">{facts}</dd>}
      {p.values.length > 0 && (
        <dd className="mt-1 flex flex-wrap gap-1" dir="ltr">
          {p.values.map((v) => <code key={v} className="badge text-[11px]">{v}</code>)}
        </dd>
      )}
      {p.variants.length > 0 && (
        <dd className="mt-1 text-xs text-muted" data-testid="strategy-param-variants">
          {intl.formatMessage({ id: 'strategyInfo.usedBy' }, { variants: p.variants.map((v) => v.name).join(', ') })}
        </dd>
      )}
    </div>
  );
}
