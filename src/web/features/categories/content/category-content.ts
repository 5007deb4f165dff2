import type { CategorySlug } from '../../../../shared/routes';

export interface Picture {
  src: string;
  alt: string;
}

/** A guide in the shape schema.org's HowTo wants, so the page and its JSON-LD share it. */
export interface HowToGuide {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. "PT8H". */
  totalTime: string;
  totalTimeLabel: string;
  estimatedCostUsd: number;
  tools: string[];
  supplies: string[];
  steps: Array<{ name: string; text: string }>;
}

/** A printable checklist offered as a download. */
export interface FreeResource {
  id: string;
  title: string;
  description: string;
  sections: Array<{ heading: string; items: string[] }>;
}

export interface Product {
  name: string;
  /** A typical shelf price in dollars, not a live quote. */
  price: number;
  rating: number;
  reviews: number;
  /** What to search for at the retailer. */
  query: string;
}

/** Everything a category landing page says. All of it is static, written by us. */
export interface CategoryContent {
  slug: CategorySlug;
  /** "Kitchen", as used in sentences ("a kitchen project"). */
  name: string;
  title: string;
  intro: string;
  /** The page's meta description: under 160 characters. */
  description: string;
  keywords: string[];
  hero: Picture;
  /** Completes "Give me a materials list for a kitchen project: …". */
  materialsRequest: string;
  tool: { title: string; description: string };
  guide: HowToGuide;
  inspiration: Array<Picture & { caption: string }>;
  faq: Array<{ question: string; answer: string }>;
  chatPlaceholder: string;
  resources: FreeResource[];
  products: Product[];
}
