import { ArrowRight, ClipboardList, ShoppingCart, Users } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import { ButtonLink, buttonVariants } from '../../ui/button';
import type { CategoryContent } from './content/category-content';
import { RECOMMENDED_PRODUCTS_ID } from './recommended-products';

/** docs/product.md#screens-and-routes: the first five keywords only. */
const KEYWORD_BADGES = 5;

export function materialsListHref(content: CategoryContent): string {
  const request = `Give me a materials list for a ${content.name.toLowerCase()} project: ${content.materialsRequest}`;
  return `/dashboard?prompt=${encodeURIComponent(request)}`;
}

export function CategoryHero({ content }: { content: CategoryContent }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16 md:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{content.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{content.intro}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Topics">
            {content.keywords.slice(0, KEYWORD_BADGES).map((keyword) => (
              <li key={keyword}>
                <Badge variant="outline">{keyword}</Badge>
              </li>
            ))}
          </ul>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink size="lg" href="/dashboard">
              Start Your Project <ArrowRight aria-hidden />
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" href={materialsListHref(content)}>
              <ClipboardList aria-hidden /> Get Materials List
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" href="/connect">
              <Users aria-hidden /> Talk to a Pro
            </ButtonLink>
            {/* A plain in-page link: it scrolls even before the page's script has loaded. */}
            <a
              href={`#${RECOMMENDED_PRODUCTS_ID}`}
              className={cn(buttonVariants({ size: 'lg', variant: 'outline' }))}
            >
              <ShoppingCart aria-hidden /> Shop Tools
            </a>
          </div>
        </div>
        <img
          src={content.hero.src}
          alt={content.hero.alt}
          width={480}
          height={360}
          className="hidden h-auto w-full rounded-2xl border border-line md:block"
        />
      </div>
    </section>
  );
}
