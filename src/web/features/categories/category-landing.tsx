import type { ReactNode } from 'react';
import { CategoryFaq } from './category-faq';
import { CategoryGuide } from './category-guide';
import { CategoryHero } from './category-hero';
import { CategoryInspiration } from './category-inspiration';
import { ClosingCta, ProConsultation } from './consultation-and-cta';
import type { CategoryContent } from './content/category-content';
import { FreeResources } from './free-resources';
import { HowToJsonLd } from './how-to-json-ld';
import { RecommendedProducts } from './recommended-products';

/**
 * docs/product.md#screens-and-routes category landing page. The interactive tool and the embedded chat come from the
 * page as `tool` and `chat`, so this feature does not reach into the calculators or the assistant.
 */
export function CategoryLanding({
  content,
  tool,
  chat,
}: {
  content: CategoryContent;
  tool: ReactNode;
  chat: ReactNode;
}) {
  return (
    <>
      <title>{`${content.title} · Fixwise`}</title>
      <CategoryHero content={content} />
      <section aria-labelledby="category-tool" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="category-tool" className="text-2xl font-bold tracking-tight">
          {content.tool.title}
        </h2>
        <p className="mt-2 mb-6 text-muted">{content.tool.description}</p>
        {tool}
      </section>
      <CategoryGuide guide={content.guide} />
      <CategoryInspiration images={content.inspiration} />
      {chat}
      <CategoryFaq faq={content.faq} />
      <FreeResources content={content} />
      <RecommendedProducts products={content.products} />
      <ProConsultation name={content.name} />
      <ClosingCta name={content.name} />
      <HowToJsonLd guide={content.guide} />
    </>
  );
}
