import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button';
import type { AuthUser } from '../../session/auth-client';
import { useAuth } from '../../session/use-auth';
import { SectionCard } from './section-card';

export function LoadingNote({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p role="status" className="py-8 text-center text-muted">
      {children}
    </p>
  );
}

/** Renders its content only for a signed-in user; others get a way to sign in instead. */
export function AccountGate({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <LoadingNote />;
  if (!user) {
    return (
      <SectionCard
        title="Please sign in"
        description="Sign in to see and change your account details."
      >
        <ButtonLink href="/auth">
          <LogIn aria-hidden />
          Sign in
        </ButtonLink>
      </SectionCard>
    );
  }
  return <>{children(user)}</>;
}
