const steps = [
  {
    title: 'Choose your session',
    text: 'Pick a quick video or phone call, or an extended hour for bigger jobs.',
  },
  {
    title: 'Match with a pro',
    text: 'Choose an available professional whose trade fits your project.',
  },
  {
    title: 'Get live help',
    text: 'Show them the problem on camera or share your screen, and fix it together.',
  },
] as const;

export function HowConnectWorks() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 pb-16" aria-labelledby="how-connect-works">
      <div className="rounded-2xl bg-surface p-6 sm:p-8">
        <h2 id="how-connect-works" className="text-2xl font-bold tracking-tight">
          How Professional Connect Works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
