import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold"><FormattedMessage id="notFound.title" /></h1>
      <Link to="/" className="btn-primary mt-6 inline-flex"><FormattedMessage id="notFound.back" /></Link>
    </div>
  );
}
