import { ArrowRight, Compass } from 'lucide-react';
import { ButtonLink } from '../../ui/button';

export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Your AI-Powered DIY Assistant
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Get step-by-step guidance for any home improvement project. From simple repairs to complex
          builds, we'll guide you through every step.
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
