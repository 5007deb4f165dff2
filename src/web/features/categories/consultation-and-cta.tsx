import { ArrowRight, Video } from 'lucide-react';
import { BOOK_CONSULTATION_PRICE_USD } from '../../../shared/constants';
import { ButtonLink } from '../../ui/button';

/** docs/product.md#screens-and-routes: 'Book Consultation - $29' leads to Pro Connect. */
export function ProConsultation({ name }: { name: string }) {
  return (
    <section aria-labelledby="pro-consultation" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2
            id="pro-consultation"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <Video className="size-6 text-brand-700" aria-hidden /> Stuck? Ask a pro
          </h2>
          <p className="mt-2 max-w-xl text-muted">
            A 30-minute video call with a certified professional who has done {name.toLowerCase()}{' '}
            jobs like yours: show them the problem and get a plan.
          </p>
        </div>
        <ButtonLink size="lg" href="/connect">
          {`Book Consultation - $${BOOK_CONSULTATION_PRICE_USD}`}
        </ButtonLink>
      </div>
    </section>
  );
}

/** docs/product.md#screens-and-routes closing call to action. */
export function ClosingCta({ name }: { name: string }) {
  return (
    <section aria-labelledby="closing-cta" className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <div className="rounded-2xl bg-brand-800 p-8 text-center text-white sm:p-12">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight">
          Ready to start your {name.toLowerCase()} project?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Create a free account to keep your project chats, plans and checklists in one place.
        </p>
        <ButtonLink size="lg" variant="secondary" href="/auth" className="mt-6">
          Get Started Free <ArrowRight aria-hidden />
        </ButtonLink>
      </div>
    </section>
  );
}
