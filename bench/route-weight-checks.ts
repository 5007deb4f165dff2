import { check, type Check } from './checks';
import { measureRouteWeights } from './route-weight';

/** bench/ (npm run bench) holds `/` to 100 KB; every other page to 130 KB. */
const budgetKb = (route: string) => (route === '/' ? 100 : 130);

/** First-load JavaScript of every route against its budget, one check per route. */
export async function routeWeightChecks(): Promise<Check[]> {
  return (await measureRouteWeights()).map(({ route, visitor, kb }) => {
    const budget = budgetKb(route);
    return check(`first-load JS, gzip KB: ${route} (${visitor})`, kb, `<= ${budget}`, kb <= budget);
  });
}
