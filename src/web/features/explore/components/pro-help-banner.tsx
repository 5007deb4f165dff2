import { Users } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';

/** docs/product.md#screens-and-routes dashboard explore 'Need Expert Help?' banner; its button goes to Pro Connect. */
export function ProHelpBanner() {
  return (
    <section
      aria-labelledby="pro-help-title"
      className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="pro-help-title" className="text-xl font-bold tracking-tight">
          Need Expert Help?
        </h2>
        <p className="mt-1 text-brand-100">
          A certified pro can walk you through the tricky parts in real time.
        </p>
      </div>
      <ButtonLink variant="secondary" href="/connect">
        <Users aria-hidden /> Connect with a Pro
      </ButtonLink>
    </section>
  );
}
