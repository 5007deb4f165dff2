export interface RetailerLink {
  retailer: string;
  url: string;
}

// Search pages rather than product pages: they never go stale and let the user pick a brand.
const RETAILERS: ReadonlyArray<{ retailer: string; searchUrl: (query: string) => string }> = [
  { retailer: 'Home Depot', searchUrl: (q) => `https://www.homedepot.com/s/${q}` },
  { retailer: "Lowe's", searchUrl: (q) => `https://www.lowes.com/search?searchTerm=${q}` },
  { retailer: 'Amazon', searchUrl: (q) => `https://www.amazon.com/s?k=${q}` },
];

/**
 * `encodeURIComponent` leaves ! ' ( ) * alone; in a markdown link a ")" would end the URL
 * early ("Plumber's grease (4 oz)"), so those are escaped too.
 */
export function encodeQuery(query: string): string {
  return encodeURIComponent(query.trim()).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function retailerLinks(query: string): RetailerLink[] {
  const encoded = encodeQuery(query);
  return RETAILERS.map(({ retailer, searchUrl }) => ({ retailer, url: searchUrl(encoded) }));
}

/** "[Home Depot](…) · [Lowe's](…) · [Amazon](…)". */
export function retailerLinksMarkdown(query: string): string {
  return retailerLinks(query)
    .map(({ retailer, url }) => `[${retailer}](${url})`)
    .join(' · ');
}
