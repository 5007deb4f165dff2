import type { CategorySlug } from '../../../../shared/routes';
import { bathroom } from './bathroom';
import type { CategoryContent } from './category-content';
import { garden } from './garden';
import { kitchen } from './kitchen';

export const categoryContent: Record<CategorySlug, CategoryContent> = { kitchen, bathroom, garden };
