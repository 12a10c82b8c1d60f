import { FormattedMessage, useIntl } from 'react-intl';
import type { DecimalString } from './api';
import { fmtAmount, fmtPercent, pnlClass } from './format';
import { Stat } from './ui';

interface Props {
  totalApr: DecimalString;
  gridApr: DecimalString;
  arbitrages: number | string;
  arbitrages24h: number | string | null | undefined;
}

/** The KPIs every grid bot reports alike: total and grid APR, and how many arbitrages it made (24 h beside). */
export function YieldStats({ totalApr, gridApr, arbitrages, arbitrages24h }: Props) {
  const intl = useIntl();
  return (
    <>
      <Stat label={<FormattedMessage id="detail.totalApr" />} testId="total-apr" className={pnlClass(totalApr)}>
        {fmtPercent(totalApr, intl.locale, true)}
      </Stat>
      <Stat label={<FormattedMessage id="detail.gridApr" />} testId="grid-apr">{fmtPercent(gridApr, intl.locale, true)}</Stat>
      <Stat label={<FormattedMessage id="detail.arbitrages" />} testId="arbitrages">
        {fmtAmount(arbitrages, intl.locale, 0)}{' '}
        <span className="text-xs text-muted">
          <FormattedMessage id="detail.arbitrages24h" values={{ count: Number(arbitrages24h) || 0 }} />
        </span>
      </Stat>
    </>
  );
}
