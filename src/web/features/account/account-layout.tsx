import type { ReactNode } from 'react';
import { PageIntro } from '../../app/layout/page-intro';
import type { AuthUser } from '../../session/auth-client';
import { AccountGate } from './account-gate';

/** The profile and settings pages: intro, then one column of cards that fits a 375 px phone. */
export function AccountLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (user: AuthUser) => ReactNode;
}) {
  return (
    <>
      <PageIntro title={title} description={description} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="grid max-w-3xl min-w-0 gap-6">
          <AccountGate>{children}</AccountGate>
        </div>
      </div>
    </>
  );
}
