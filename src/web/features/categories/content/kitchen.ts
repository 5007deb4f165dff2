import type { CategoryContent } from './category-content';
import { kitchenGuide, kitchenResources } from './kitchen-guide';

export const kitchen: CategoryContent = {
  slug: 'kitchen',
  name: 'Kitchen',
  title: 'Kitchen Projects',
  intro:
    'Refresh the room you use most: tile a backsplash, paint tired cabinets, swap a faucet or plan a full remodel, with costs worked out before you buy a thing.',
  description:
    'Plan DIY kitchen projects: a step-by-step backsplash guide, a free project cost calculator, typical cost ranges and printable checklists.',
  keywords: [
    'Backsplash',
    'Cabinet painting',
    'Faucet swap',
    'Countertops',
    'Lighting',
    'Hardware',
  ],
  hero: { src: '/categories/kitchen.svg', alt: 'A kitchen wall with a freshly tiled backsplash' },
  materialsRequest:
    'a subway tile backsplash on about 30 square feet of wall behind the counters, with quantities and typical prices.',
  tool: {
    title: 'Kitchen project cost calculator',
    description:
      'Filled in with a typical 30 ft² backsplash; change the rows to price your own project.',
  },
  guide: kitchenGuide,
  inspiration: [
    {
      src: '/inspiration/kitchen-backsplash.svg',
      alt: 'Kitchen with a white subway tile backsplash',
      caption: 'Classic subway tile with dark cabinets',
    },
    {
      src: '/inspiration/kitchen-island.svg',
      alt: 'Kitchen island with bar stools',
      caption: 'A built-in island with seating',
    },
    {
      src: '/inspiration/pantry-jars.svg',
      alt: 'Pantry shelves with jars',
      caption: 'Open pantry shelving',
    },
    {
      src: '/inspiration/cutting-boards.svg',
      alt: 'Hardwood cutting boards',
      caption: 'Weekend project: end-grain cutting boards',
    },
  ],
  faq: [
    {
      question: 'How much does a kitchen remodel cost?',
      answer:
        'Typical US ranges: a cosmetic refresh (paint, hardware, backsplash, lighting) runs $3,000 to $15,000; a mid-range remodel with new cabinets, counters and appliances $25,000 to $60,000; a major or upscale remodel $75,000 to $150,000 and more. Doing the finish work yourself can save 20 to 35% of the labor.',
    },
    {
      question: 'How much does a DIY backsplash cost?',
      answer:
        'For about 30 ft²: $150 to $450 with ceramic subway tile ($2 to $8 per ft²), $300 to $1,000 with glass tile ($8 to $30 per ft²), plus about $60 of adhesive, grout and caulk. A pro usually charges $10 to $25 per ft² for labor on top.',
    },
    {
      question: 'What do new countertops cost?',
      answer:
        'Installed, per square foot: laminate $20 to $50, butcher block $40 to $100, quartz $50 to $150 and granite $40 to $150. A typical kitchen has 30 to 50 ft² of counter.',
    },
    {
      question: 'Can I paint my kitchen cabinets myself?',
      answer:
        'Yes. The finish depends on preparation: degrease, sand or de-gloss, prime with a bonding primer and use a durable cabinet enamel. Take the doors off and label them; plan on a long weekend plus curing time.',
    },
    {
      question: 'Do I need a permit?',
      answer:
        'Cosmetic work such as tile, paint and swapping a faucet in the same place usually needs none. Moving plumbing, adding circuits or outlets, or changing gas lines usually does; check with your local building department.',
    },
  ],
  chatPlaceholder: 'How do I cut tile around an outlet?',
  resources: kitchenResources,
  products: [
    {
      name: '24 in manual tile cutter',
      price: 59.97,
      rating: 4.6,
      reviews: 2184,
      query: 'manual tile cutter 24 in',
    },
    {
      name: '3/16 in V-notch trowel',
      price: 8.98,
      rating: 4.7,
      reviews: 912,
      query: 'v notch trowel 3/16',
    },
    {
      name: 'Rubber grout float',
      price: 11.47,
      rating: 4.7,
      reviews: 1530,
      query: 'rubber grout float',
    },
    {
      name: 'Self-leveling cross-line laser',
      price: 89.0,
      rating: 4.5,
      reviews: 3406,
      query: 'cross line laser level',
    },
  ],
};
