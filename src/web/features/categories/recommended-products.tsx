import { ExternalLink, Star } from 'lucide-react';
import { formatUsd } from '../../../shared/calculators/format';
import { buttonVariants } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import type { Product } from './content/category-content';

export const RECOMMENDED_PRODUCTS_ID = 'recommended-products';

/** We sell nothing: View Product opens the retailer's own search for the item. */
function retailerSearch(query: string): string {
  return `https://www.homedepot.com/s/${encodeURIComponent(query)}`;
}

export function RecommendedProducts({ products }: { products: Product[] }) {
  return (
    <section
      id={RECOMMENDED_PRODUCTS_ID}
      aria-labelledby={`${RECOMMENDED_PRODUCTS_ID}-title`}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10"
    >
      <h2 id={`${RECOMMENDED_PRODUCTS_ID}-title`} className="text-2xl font-bold tracking-tight">
        Recommended Products
      </h2>
      <p className="mt-2 text-muted">
        Tools and supplies we would reach for. Prices are typical shelf prices, not live quotes.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.name}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle className="text-base">{product.name}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-1 text-sm">
                <p className="text-lg font-semibold">{formatUsd(product.price)}</p>
                <p className="flex items-center gap-1 text-muted">
                  <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
                  <span>
                    <span className="sr-only">Rated </span>
                    {product.rating.toFixed(1)}
                    <span className="sr-only"> out of 5</span> (
                    {product.reviews.toLocaleString('en-US')} reviews)
                  </span>
                </p>
              </CardContent>
              <CardFooter>
                <a
                  href={retailerSearch(product.query)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  View Product <ExternalLink aria-hidden />
                  <span className="sr-only">: {product.name} (opens in a new tab)</span>
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
