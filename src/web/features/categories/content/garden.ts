import type { CategoryContent } from './category-content';
import { gardenGuide, gardenResources } from './garden-guide';

export const garden: CategoryContent = {
  slug: 'garden',
  name: 'Garden',
  title: 'Garden Projects',
  intro:
    'Grow more with less weeding: build raised beds, edge a path or light a patio. Work out the lumber, soil and cost before the first trip to the garden center.',
  description:
    'Plan DIY garden projects: a raised garden bed guide, a free raised-bed planner for boards, soil and cost, and printable planting checklists.',
  keywords: ['Raised beds', 'Soil mix', 'Garden paths', 'Patio lighting', 'Composting', 'Fencing'],
  hero: {
    src: '/categories/garden.svg',
    alt: 'A raised garden bed full of vegetables beside a path',
  },
  materialsRequest:
    'an 8 x 4 ft raised garden bed, 12 in high, built from cedar 2x6 boards with corner brackets, including the soil, with quantities and typical prices.',
  tool: {
    title: 'Raised-bed planner',
    description:
      'Enter the bed size: it counts boards, soil, brackets and cost, and plans the cuts on each board.',
  },
  guide: gardenGuide,
  inspiration: [
    {
      src: '/inspiration/raised-garden-bed.svg',
      alt: 'Raised garden bed with vegetables',
      caption: 'Cedar beds with a gravel path',
    },
    {
      src: '/inspiration/patio-firepit.svg',
      alt: 'Patio with a fire pit',
      caption: 'A paver patio around a fire pit',
    },
    {
      src: '/inspiration/deck-lights.svg',
      alt: 'Deck with string lights',
      caption: 'Low-voltage deck lighting',
    },
    {
      src: '/inspiration/workbench.svg',
      alt: 'Workbench with tools',
      caption: 'A potting bench doubles as a workbench',
    },
  ],
  faq: [
    {
      question: 'What wood lasts longest for a raised bed?',
      answer:
        'Cedar and redwood resist rot for 10 to 15 years without treatment. Modern pressure-treated lumber (ACQ or CA) is considered safe for food gardens and is cheaper; avoid old CCA-treated wood and railroad ties.',
    },
    {
      question: 'How deep should a raised bed be?',
      answer:
        'Twelve inches suits most vegetables; 6 to 8 in is enough for lettuce and herbs over good ground, and 18 in or more helps root crops over clay or for easier reach.',
    },
    {
      question: 'What soil should I fill it with?',
      answer:
        'About 60% screened topsoil and 40% compost works well. Bagged potting mix alone is expensive and dries out fast in a large bed.',
    },
    {
      question: 'Do I need to line the bottom?',
      answer:
        'Cardboard smothers grass and weeds and rots away in a season. Use galvanized hardware cloth where gophers or moles dig. Avoid plastic, which stops drainage.',
    },
  ],
  chatPlaceholder: 'What should I plant in a new raised bed in spring?',
  resources: gardenResources,
  products: [
    {
      name: 'Galvanized raised bed corner brackets (4 pack)',
      price: 24.98,
      rating: 4.6,
      reviews: 1320,
      query: 'raised garden bed corner brackets',
    },
    {
      name: 'Cordless drill/driver kit',
      price: 99.0,
      rating: 4.8,
      reviews: 8840,
      query: 'cordless drill driver kit',
    },
    {
      name: '7 1/4 in circular saw',
      price: 69.97,
      rating: 4.7,
      reviews: 5120,
      query: 'circular saw 7 1/4',
    },
    {
      name: 'Raised bed soil mix, 1.5 ft³',
      price: 12.97,
      rating: 4.4,
      reviews: 2760,
      query: 'raised bed soil',
    },
  ],
};
