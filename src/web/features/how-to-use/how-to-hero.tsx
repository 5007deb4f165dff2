import { ArrowRight, Compass } from 'lucide-react';
import { ButtonLink } from '../../ui/button';

export function HowToHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <title>How to Use Fixwise · Fixwise</title>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How to Use Fixwise</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Tell the assistant what you want to fix or build, and it walks you through the job: the
          steps, the tools, the materials and what it will cost, from the first cut to the final
          coat.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink size="lg" href="/dashboard">
            Start Your Project <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" href="/explore">
            <Compass aria-hidden /> Explore Projects
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
