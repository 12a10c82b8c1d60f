import { FormattedMessage } from 'react-intl';

export function Footer() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-2 px-4 py-6 text-sm text-muted md:flex-row md:justify-between">
        <p><FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} /></p>
        <p><FormattedMessage id="footer.risk" /></p>
      </div>
    </footer>
  );
}
