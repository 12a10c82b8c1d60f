import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { isComplianceBanned, onWall, type WallState } from './rules';

// the dialog (and the dialog library) is loaded the first time the wall shows
const ComplianceWallDialog = lazy(() => import('./ComplianceWallDialog').then((m) => ({ default: m.ComplianceWallDialog })));

/**
 * The compliance wall modal (SPEC §6, §8): shown once per page load for a restricted user or
 * locale, and whenever a call fails for a compliance reason (with its return code).
 */
export function ComplianceWall({ pathname = window.location.pathname }: { pathname?: string }) {
  const { profile, isLoading } = useSession();
  const [wall, setWall] = useState<WallState | null>(null);
  const [restrictedShown, setRestrictedShown] = useState(false);

  useEffect(() => onWall((state) => setWall(state)), []);

  const banned = !isLoading && isComplianceBanned(profile, pathname);
  useEffect(() => {
    if (banned && !restrictedShown) {
      setRestrictedShown(true);
      setWall((w) => w ?? { reason: 'restricted' });
    }
  }, [banned, restrictedShown]);

  if (!wall) return null;
  return (
    <Suspense fallback={null}>
      <ComplianceWallDialog wall={wall} onClose={() => setWall(null)} />
    </Suspense>
  );
}
