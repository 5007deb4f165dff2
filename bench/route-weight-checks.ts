import { check, type Check } from './checks';
import { gzipKb, measureRouteWeights } from './route-weight';

/** bench/ (npm run bench) holds `/` to 100 KB; every other page to 130 KB. */
const budgetKb = (route: string) => (route === '/' ? 100 : 130);

/** The heaviest scripts of a page over its budget: where to start cutting. */
function printHeaviest(route: string, files: string[]) {
  const sized = files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const lines = sized.slice(0, 12).map(({ file, kb }) => `  ${kb.toFixed(1)} KB  ${file}`);
  console.log(`${route} is over its budget; its heaviest scripts (gzip):\n${lines.join('\n')}`);
}

/** First-load JavaScript of every route against its budget, one check per route. */
export async function routeWeightChecks(): Promise<Check[]> {
  return (await measureRouteWeights()).map(({ route, visitor, kb, files }) => {
    const budget = budgetKb(route);
    if (kb > budget) printHeaviest(route, files);
    return check(`first-load JS, gzip KB: ${route} (${visitor})`, kb, `<= ${budget}`, kb <= budget);
  });
}
