import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { CategoryContent } from './content/category-content';

/**
 * docs/product.md#screens-and-routes FAQ as an accordion. The answers stay in the markup while closed (forceMount, hidden
 * by CSS) so the prerendered page carries them for readers without script and for crawlers.
 */
export function CategoryFaq({ faq }: { faq: CategoryContent['faq'] }) {
  return (
    <section aria-labelledby="category-faq" className="mx-auto max-w-3xl px-4 py-10">
      <h2 id="category-faq" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-6 divide-y divide-line rounded-xl border border-line"
      >
        {faq.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-stone-50">
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              className="px-4 pb-4 text-muted data-[state=closed]:hidden"
            >
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
