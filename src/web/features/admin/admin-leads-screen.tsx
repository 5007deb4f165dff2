import { Download, LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, buttonVariants } from '../../ui/button';
import { ApiFailure } from '../../lib/api-fetch';
import { LEADS_CSV_URL, useAdminLeads } from './leads-api';
import { LeadsTable } from './leads-table';

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-line px-4 py-10 text-center">
      {icon}
      {children}
    </div>
  );
}

/** The applications for administrators; the API decides who that is (401, 403). */
export function AdminLeadsScreen() {
  const leads = useAdminLeads();

  if (leads.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading applications…
      </p>
    );
  }
  if (leads.isError) {
    const status = leads.error instanceof ApiFailure ? leads.error.status : 0;
    if (status === 401) {
      return (
        <Notice icon={<LogIn className="size-8 text-brand-700" aria-hidden />}>
          <p>Please sign in with an administrator account to see the applications.</p>
          <ButtonLink href="/auth">Sign in</ButtonLink>
        </Notice>
      );
    }
    return (
      <Notice icon={<ShieldAlert className="size-8 text-red-700" aria-hidden />}>
        <p role="alert">
          {status === 403 ? 'This page is for administrators only.' : leads.error.message}
        </p>
      </Notice>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" role="status">
          {leads.data.length === 1 ? '1 application' : `${leads.data.length} applications`}, newest
          first.
        </p>
        <a href={LEADS_CSV_URL} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden /> Export CSV
        </a>
      </div>
      {leads.data.length > 0 ? (
        <LeadsTable rows={leads.data} />
      ) : (
        <Notice icon={null}>
          <p className="text-muted">No applications yet.</p>
        </Notice>
      )}
    </div>
  );
}
