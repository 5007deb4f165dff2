import { bathroomGuide, bathroomResources } from './bathroom-guide';
import type { CategoryContent } from './category-content';

export const bathroom: CategoryContent = {
  slug: 'bathroom',
  name: 'Bathroom',
  title: 'Bathroom Projects',
  intro:
    'From a new floor to a fresh vanity or a quieter fan, plan your bathroom upgrade with exact measurements and a step-by-step guide you can follow with wet hands.',
  description:
    'Plan DIY bathroom projects: a step-by-step floor tiling guide, a free square footage calculator, honest answers and printable checklists.',
  keywords: [
    'Floor tile',
    'Vanity install',
    'Exhaust fan',
    'Caulking',
    'Shower refresh',
    'Toilet repair',
  ],
  hero: { src: '/categories/bathroom.svg', alt: 'A bathroom with a tiled floor and a vanity' },
  materialsRequest:
    'tiling a 40 square foot bathroom floor with porcelain tile over an uncoupling membrane, with quantities and typical prices.',
  tool: {
    title: 'Bathroom square footage calculator',
    description:
      'Measure the floor room by room; L-shapes cover the nook beside a tub. Add 10% to the total for cuts.',
  },
  guide: bathroomGuide,
  inspiration: [
    {
      src: '/inspiration/bathroom-vanity.svg',
      alt: 'Bathroom vanity with a vessel sink',
      caption: 'A floating vanity with open shelf',
    },
    {
      src: '/inspiration/tiled-shower.svg',
      alt: 'Walk-in shower with tiled walls',
      caption: 'Walk-in shower, floor-to-ceiling tile',
    },
    {
      src: '/inspiration/faucet-install.svg',
      alt: 'New faucet on a bathroom sink',
      caption: 'A faucet swap in an afternoon',
    },
    {
      src: '/inspiration/under-sink-plumbing.svg',
      alt: 'Plumbing under a sink',
      caption: 'Tidy supply lines and a new trap',
    },
  ],
  faq: [
    {
      question: 'How much tile should I buy?',
      answer:
        'The floor area plus 10% for straight layouts, or plus 15% for diagonal or herringbone. Keep a few spare tiles from the same lot for future repairs.',
    },
    {
      question: 'Can I tile over the old tile?',
      answer:
        'Sometimes: only if the old tile is solidly bonded, flat and not cracked, and the extra height still clears the door and the toilet flange. Removing it is usually the safer choice.',
    },
    {
      question: 'How much does a bathroom remodel cost?',
      answer:
        'Typical US ranges: a cosmetic refresh (paint, vanity, fixtures, lighting) $2,500 to $10,000; a full remodel of a small bathroom $10,000 to $30,000; a large primary bath $30,000 and up.',
    },
    {
      question: 'When can I use the bathroom again?',
      answer:
        'Walk on new tile after 24 hours, grout then, and allow another 24 to 72 hours before wet use, depending on the grout. Reset the toilet once the grout has hardened.',
    },
    {
      question: 'Sanded or unsanded grout?',
      answer:
        'Sanded grout for joints 1/8 in and wider, which floors usually have; unsanded for narrower joints and for glass or polished stone, which sand can scratch.',
    },
  ],
  chatPlaceholder: 'Do I need cement board under floor tile?',
  resources: bathroomResources,
  products: [
    {
      name: '7 in wet tile saw',
      price: 119.0,
      rating: 4.5,
      reviews: 1870,
      query: 'wet tile saw 7 in',
    },
    {
      name: '1/4 x 3/8 in square-notch trowel',
      price: 12.97,
      rating: 4.7,
      reviews: 640,
      query: 'square notch trowel 1/4 x 3/8',
    },
    {
      name: 'Tile leveling system kit',
      price: 34.98,
      rating: 4.4,
      reviews: 2210,
      query: 'tile leveling system',
    },
    {
      name: 'Quiet bathroom exhaust fan, 80 CFM',
      price: 129.0,
      rating: 4.6,
      reviews: 3025,
      query: 'bathroom exhaust fan 80 cfm',
    },
  ],
};
