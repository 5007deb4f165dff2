import { useParams } from 'wouter';
import { categorySlugs, type CategorySlug } from '../../shared/routes';
import { PageIntro } from '../app/layout/page-intro';
import NotFoundPage from './not-found';

const titles: Record<CategorySlug, string> = {
  kitchen: 'Kitchen Projects',
  bathroom: 'Bathroom Projects',
  garden: 'Garden Projects',
};

export default function CategoryPage() {
  const { slug } = useParams<{ slug: string }>();
  if (!categorySlugs.includes(slug as CategorySlug)) return <NotFoundPage />;
  return <PageIntro title={titles[slug as CategorySlug]} />;
}
