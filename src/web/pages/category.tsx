import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { categorySlugs, type CategorySlug } from '../../shared/routes';
import { CategoryChatPanel } from '../features/projects/chat/category-chat-panel';
import { CategoryLanding } from '../features/categories/category-landing';
import { categoryContent } from '../features/categories/content/all-categories';
import { RaisedBedPlanner } from '../features/tools/garden/raised-bed-planner';
import { backsplashCost, bathroomFloorArea, standardRaisedBed } from '../features/tools/presets';
import {
  StandaloneCostCalculator,
  StandaloneSquareFootage,
} from '../features/tools/standalone-tools';
import NotFoundPage from './not-found';

/** docs/product.md#screens-and-routes: kitchen gets the cost calculator, bathroom square footage, garden the bed planner. */
const tools: Record<CategorySlug, ReactNode> = {
  kitchen: <StandaloneCostCalculator initial={backsplashCost} />,
  bathroom: <StandaloneSquareFootage initial={bathroomFloorArea} />,
  garden: <RaisedBedPlanner initial={standardRaisedBed} />,
};

const isCategory = (slug: string): slug is CategorySlug =>
  (categorySlugs as readonly string[]).includes(slug);

export default function CategoryPage() {
  const { slug } = useParams<{ slug: string }>();
  if (!isCategory(slug)) return <NotFoundPage />;
  const content = categoryContent[slug];
  return (
    <CategoryLanding
      key={slug}
      content={content}
      tool={tools[slug]}
      chat={<CategoryChatPanel name={content.name} placeholder={content.chatPlaceholder} />}
    />
  );
}
