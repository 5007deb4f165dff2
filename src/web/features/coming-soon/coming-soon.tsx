import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';

/** docs/product.md#screens-and-routes dashboard placeholder: what the section will hold, and a way back. */
export function ComingSoon({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${title} · Fixwise`}</title>
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <Badge className="mt-3">Coming Soon</Badge>
      <p className="mt-4 text-lg text-muted">{children}</p>
      <ButtonLink href="/dashboard" variant="outline" className="mt-8">
        <ArrowLeft aria-hidden /> Back to your projects
      </ButtonLink>
    </section>
  );
}
