import { ArrowRight, Compass } from 'lucide-react';
import { ButtonLink } from '../../ui/button';

export function HowToCta() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="ready-to-start">
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="ready-to-start" className="text-2xl font-bold tracking-tight">
            Ready to start your project?
          </h2>
          <p className="mt-2 text-brand-100">
            Open a chat and describe the job, or browse ideas first.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink size="lg" variant="secondary" href="/dashboard">
            Open the project chat <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" href="/explore">
            <Compass aria-hidden /> Browse inspiration
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
