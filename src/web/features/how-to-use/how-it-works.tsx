import { Camera, MessageCircle, MessageSquareText, Sparkles, type LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** docs/product.md#screens-and-routes: the four steps, in order. */
const steps: readonly Step[] = [
  {
    title: 'Describe your project',
    text: 'Say what you want to do in your own words: "my bathroom tap drips" or "I want a raised bed for tomatoes". Add room sizes or materials if you know them.',
    icon: MessageSquareText,
  },
  {
    title: 'Upload a photo or sketch (optional)',
    text: 'A picture of the leak, the wall or your drawing helps the assistant see what you see. Skip it if you have none.',
    icon: Camera,
  },
  {
    title: 'Get personalized advice',
    text: 'You get a step-by-step guide for your situation, with the tools and materials to buy, a time and difficulty estimate and a rough cost.',
    icon: Sparkles,
  },
  {
    title: 'Keep chatting while you work',
    text: 'Stuck halfway? Ask a follow-up from the job site. Your project keeps its history, so you can pick up where you left off.',
    icon: MessageCircle,
  },
];

export function HowItWorks() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="text-2xl font-bold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="flex flex-col gap-3 rounded-xl border border-line p-5">
            <div className="flex items-center gap-3">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <Icon className="size-5 text-brand-700" aria-hidden />
            </div>
            <h3 className="text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="text-sm text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
