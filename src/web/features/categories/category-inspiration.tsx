import type { CategoryContent } from './content/category-content';

/** Illustrations shipped with the site, so the page loads nothing from other hosts. */
export function CategoryInspiration({ images }: { images: CategoryContent['inspiration'] }) {
  return (
    <section aria-labelledby="category-inspiration" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="category-inspiration" className="text-2xl font-bold tracking-tight">
        Inspiration
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.src}>
            <figure>
              <img
                src={image.src}
                alt={image.alt}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl border border-line"
              />
              <figcaption className="mt-2 text-sm text-muted">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
