/** docs/product.md#entities sample-only entities: hard-coded, never server data. The UI labels them Examples. */
import { Armchair, Bath, Lightbulb, Sprout, type LucideIcon } from 'lucide-react';

export type ChatStatus = 'Completed' | 'In Progress';

export interface ChatHistoryItem {
  id: string;
  title: string;
  /** ISO date of the last activity. */
  date: string;
  status: ChatStatus;
  messages: number;
  category: string;
}

export interface SavedArticle {
  id: string;
  title: string;
  author: string;
  savedDate: string;
  category: string;
  rating: number;
  readTime: string;
}

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface SavedInspiration {
  id: string;
  title: string;
  /** An icon standing in for the picture (emoji render as boxes without an emoji font). */
  icon: LucideIcon;
  difficulty: Difficulty;
  savedDate: string;
  likes: number;
}

export const sampleChats: readonly ChatHistoryItem[] = [
  {
    id: 'chat-1',
    title: 'Kitchen Cabinet Refresh',
    date: '2025-03-14',
    status: 'Completed',
    messages: 24,
    category: 'Painting',
  },
  {
    id: 'chat-2',
    title: 'Fix a Running Toilet',
    date: '2025-03-10',
    status: 'Completed',
    messages: 8,
    category: 'Plumbing',
  },
  {
    id: 'chat-3',
    title: 'Install a Smart Thermostat',
    date: '2025-03-06',
    status: 'In Progress',
    messages: 15,
    category: 'Electrical',
  },
  {
    id: 'chat-4',
    title: 'Build Floating Shelves',
    date: '2025-02-27',
    status: 'In Progress',
    messages: 12,
    category: 'Carpentry',
  },
];

export const sampleArticles: readonly SavedArticle[] = [
  {
    id: 'article-1',
    title: '10 Tools Every Homeowner Should Own',
    author: 'Jamie Ortega',
    savedDate: '2025-03-12',
    category: 'Tools',
    rating: 4.8,
    readTime: '6 min read',
  },
  {
    id: 'article-2',
    title: 'How to Choose the Right Paint Finish',
    author: 'Priya Nair',
    savedDate: '2025-03-08',
    category: 'Painting',
    rating: 4.7,
    readTime: '8 min read',
  },
  {
    id: 'article-3',
    title: 'Caulking 101: Tubs, Sinks and Windows',
    author: 'Marcus Webb',
    savedDate: '2025-03-01',
    category: 'Bathroom',
    rating: 4.6,
    readTime: '5 min read',
  },
  {
    id: 'article-4',
    title: 'Planning a Weekend Deck Repair',
    author: 'Elena Ruiz',
    savedDate: '2025-02-20',
    category: 'Outdoor',
    rating: 4.9,
    readTime: '12 min read',
  },
];

export const sampleInspiration: readonly SavedInspiration[] = [
  {
    id: 'idea-1',
    title: 'Vertical Herb Garden',
    icon: Sprout,
    difficulty: 'Beginner',
    savedDate: '2025-03-11',
    likes: 1243,
  },
  {
    id: 'idea-2',
    title: 'Reclaimed Wood Coffee Table',
    icon: Armchair,
    difficulty: 'Intermediate',
    savedDate: '2025-03-04',
    likes: 892,
  },
  {
    id: 'idea-3',
    title: 'Spa-Style Bathroom Update',
    icon: Bath,
    difficulty: 'Advanced',
    savedDate: '2025-02-25',
    likes: 2104,
  },
  {
    id: 'idea-4',
    title: 'Under-Cabinet Lighting',
    icon: Lightbulb,
    difficulty: 'Beginner',
    savedDate: '2025-02-18',
    likes: 657,
  },
];
