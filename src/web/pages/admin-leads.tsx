import { PageIntro } from '../app/layout/page-intro';
import { AdminLeadsScreen } from '../features/admin/admin-leads-screen';

export default function AdminLeadsPage() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageIntro
        title="Professional applications"
        description="Everyone who applied to be a Virtual Pro."
      />
      <section className="mx-auto max-w-6xl px-4 pb-16">
        <AdminLeadsScreen />
      </section>
    </>
  );
}
