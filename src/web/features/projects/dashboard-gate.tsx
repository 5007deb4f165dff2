import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../session/use-auth';
import { useGuest } from '../../session/use-guest';

/**
 * docs/product.md#screens-and-routes: the projects dashboard needs a signed-in user or a guest; anyone else is sent to
 * /auth once the session answer is in. Meanwhile it says `Loading...`.
 */
export function DashboardGate({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { guest } = useGuest();
  const [, navigate] = useLocation();
  const allowed = Boolean(user || guest);

  useEffect(() => {
    if (!loading && !allowed) navigate('/auth', { replace: true });
  }, [loading, allowed, navigate]);

  if (loading || !allowed) {
    return (
      <p role="status" className="p-10 text-center text-muted">
        Loading...
      </p>
    );
  }
  return children;
}
