import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../ui/button';

export default function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found · Fixwise</title>
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you were looking for does not exist or has moved.</p>
      <ButtonLink className="mt-6" href="/">
        Return to Home
      </ButtonLink>
    </section>
  );
}
