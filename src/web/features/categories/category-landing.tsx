import type { ReactNode } from 'react';
import { CategoryChatPanel } from './category-chat-panel';
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
 * docs/product.md#screens-and-routes category landing page. The interactive tool comes from the page as `tool`, so this
 * feature does not reach into the calculators.
 */
export function CategoryLanding({ content, tool }: { content: CategoryContent; tool: ReactNode }) {
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
      <CategoryChatPanel name={content.name} placeholder={content.chatPlaceholder} />
      <CategoryFaq faq={content.faq} />
      <FreeResources content={content} />
      <RecommendedProducts products={content.products} />
      <ProConsultation name={content.name} />
      <ClosingCta name={content.name} />
      <HowToJsonLd guide={content.guide} />
    </>
  );
}
