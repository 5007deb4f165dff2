import { Users } from 'lucide-react';
import { ButtonLink } from '../../ui/button';

export function ExpertHelpBanner() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="expert-help">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="expert-help" className="text-2xl font-bold tracking-tight">
            Need Expert Help?
          </h2>
          <p className="mt-2 text-brand-100">
            Get real-time guidance from certified professionals for tricky jobs.
          </p>
        </div>
        <ButtonLink variant="secondary" size="lg" href="/connect">
          <Users aria-hidden /> Connect with a Professional
        </ButtonLink>
      </div>
    </section>
  );
}
