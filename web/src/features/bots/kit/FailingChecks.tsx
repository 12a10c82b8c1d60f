import { useIntl } from 'react-intl';
import { errorMessageId } from '../../../api/errorMessage';
import type { Check } from './api';

interface Props {
  /** the validate call's error, when it failed and no new answer is on its way */
  error: unknown;
  /** the failing checks of the last answer */
  failing: Check[];
  message: (check: Check) => string;
}

/** A futures create form's live-check failures: the request error, then each failing check marked with its field. */
export function FailingChecks({ error, failing, message }: Props) {
  const intl = useIntl();
  return (
    <>
      {!!error && (
        <p className="text-sm text-down" data-testid="validation-error">{intl.formatMessage({ id: errorMessageId(error) })}</p>
      )}
      {failing.length > 0 && (
        <ul className="check-list" data-testid="validation-checks">
          {failing.map((c, i) => (
            <li key={`${c.check_code}-${c.field ?? ''}-${i}`} data-testid="validation-check" data-code={c.check_code}
              data-field={c.field ?? ''}>
              {message(c)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
