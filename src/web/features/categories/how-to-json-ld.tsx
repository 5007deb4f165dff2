import type { HowToGuide } from './content/category-content';

/** schema.org HowTo for search engines, built from the guide the page shows. */
export function howToSchema(guide: HowToGuide) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.name,
    description: guide.description,
    totalTime: guide.totalTime,
    estimatedCost: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: String(guide.estimatedCostUsd),
    },
    tool: guide.tools.map((name) => ({ '@type': 'HowToTool', name })),
    supply: guide.supplies.map((name) => ({ '@type': 'HowToSupply', name })),
    step: guide.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

/**
 * A JSON-LD data block. The CSP's script-src does not apply: browsers never execute this type,
 * and React leaves data blocks alone. "<" is escaped so no text can close the element early.
 */
export function HowToJsonLd({ guide }: { guide: HowToGuide }) {
  const json = JSON.stringify(howToSchema(guide)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
