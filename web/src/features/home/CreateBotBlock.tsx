import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FAMILIES, type FamilyKey } from './families';

export function CreateBotBlock() {
  const [active, setActive] = useState<FamilyKey>('spotGrid');
  const family = FAMILIES.find((f) => f.key === active) ?? FAMILIES[0];
  return (
    <section className="card min-w-0" data-testid="create-block">
      <h2 className="card-title"><FormattedMessage id="create.title" /></h2>
      <div role="tablist" className="tabs mt-3 overflow-x-auto">
        {FAMILIES.map((f) => (
          <button key={f.key} type="button" role="tab" aria-selected={active === f.key} className="tab whitespace-nowrap"
            data-testid={`family-${f.key}`} onClick={() => setActive(f.key)}>
            <FormattedMessage id={`create.family.${f.key}`} />
            {!f.enabled && <span className="badge ms-1.5"><FormattedMessage id="create.soonBadge" /></span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4">
        <p className="text-sm text-muted"><FormattedMessage id={`create.desc.${family.key}`} /></p>
        {'path' in family ? <CreateAction path={family.path} testId={family.testId} /> : (
          <p className="notice mt-4" data-testid="coming-soon"><FormattedMessage id="create.comingSoonNote" /></p>
        )}
      </div>
    </section>
  );
}

/** The create pages are open to everyone; the login prompt comes when creating. */
function CreateAction({ path, testId }: { path: string; testId: string }) {
  return (
    <Link to={path} className="btn-primary mt-4 inline-flex h-10 items-center px-6" data-testid={testId}>
      <FormattedMessage id="create.start" />
    </Link>
  );
}
