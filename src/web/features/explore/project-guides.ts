/** docs/product.md#screens-and-routes dashboard explore chips, in order; 'All' means no filter. */
export const guideCategories = [
  'All',
  'Electrical',
  'Plumbing',
  'Painting',
  'Outdoor',
  'Tiling',
  'Carpentry',
] as const;
export const guideDifficulties = ['All', 'Beginner', 'Intermediate', 'Advanced'] as const;

export type GuideCategory = (typeof guideCategories)[number];
export type GuideDifficulty = (typeof guideDifficulties)[number];

/** docs/product.md#entities sample project (hard-coded): the six guide cards. */
export interface ProjectGuide {
  id: string;
  title: string;
  description: string;
  category: Exclude<GuideCategory, 'All'>;
  difficulty: Exclude<GuideDifficulty, 'All'>;
  duration: string;
  rating: number;
  image: string;
}

export const projectGuides: readonly ProjectGuide[] = [
  {
    id: 'replace-outlet',
    title: 'Replace an outlet',
    description: 'Swap a worn or two-prong receptacle safely, with the breaker off and tested.',
    category: 'Electrical',
    difficulty: 'Intermediate',
    duration: '45 min',
    rating: 4.7,
    image: '/guides/replace-outlet.svg',
  },
  {
    id: 'running-toilet',
    title: 'Fix a running toilet',
    description: 'Find the culprit — flapper, fill valve or chain — and stop the constant refill.',
    category: 'Plumbing',
    difficulty: 'Beginner',
    duration: '30 min',
    rating: 4.8,
    image: '/guides/running-toilet.svg',
  },
  {
    id: 'accent-wall',
    title: 'Paint an accent wall',
    description: 'Prep, tape crisp edges, cut in and roll one bold colour in an afternoon.',
    category: 'Painting',
    difficulty: 'Beginner',
    duration: '4 hours',
    rating: 4.9,
    image: '/guides/accent-wall.svg',
  },
  {
    id: 'raised-bed',
    title: 'Build a raised bed',
    description: 'A cedar garden bed with corner posts, lined and filled with the right soil mix.',
    category: 'Outdoor',
    difficulty: 'Intermediate',
    duration: '1 day',
    rating: 4.8,
    image: '/guides/raised-bed.svg',
  },
  {
    id: 'tile-backsplash',
    title: 'Tile a backsplash',
    description: 'Layout, thinset, spacers, cuts around outlets, then grout and seal.',
    category: 'Tiling',
    difficulty: 'Advanced',
    duration: '2 days',
    rating: 4.6,
    image: '/guides/tile-backsplash.svg',
  },
  {
    id: 'floating-shelves',
    title: 'Build floating shelves',
    description: 'Hidden brackets into studs and solid boards for clean, strong wall shelves.',
    category: 'Carpentry',
    difficulty: 'Intermediate',
    duration: '3 hours',
    rating: 4.7,
    image: '/guides/floating-shelves.svg',
  },
];

/** The cards the chips allow; 'All' passes everything. */
export function filterGuides(
  guides: readonly ProjectGuide[],
  category: GuideCategory,
  difficulty: GuideDifficulty,
): ProjectGuide[] {
  return guides.filter(
    (guide) =>
      (category === 'All' || guide.category === category) &&
      (difficulty === 'All' || guide.difficulty === difficulty),
  );
}

/** The chat link that opens a conversation about this project. */
export const startProjectHref = (guide: ProjectGuide) =>
  `/dashboard?prompt=${encodeURIComponent(`How do I ${guide.title.toLowerCase()}?`)}`;
