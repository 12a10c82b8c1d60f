import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

/** /tradingbot/create/?base=&quote= : spot grid create (the form arrives with the grid API). */
export function CreatePage() {
  const [params] = useSearchParams();
  const symbol = `${params.get('base') ?? 'BTC'}/${params.get('quote') ?? 'USDT'}`.toUpperCase();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6">
      <section className="card" data-testid="create-page">
        <h1 className="card-title text-xl">
          <FormattedMessage id="createPage.title" values={{ symbol }} />
        </h1>
        <p className="notice mt-4"><FormattedMessage id="createPage.note" /></p>
        <Link to="/" className="btn-ghost mt-4 inline-flex"><FormattedMessage id="notFound.back" /></Link>
      </section>
    </div>
  );
}
