import { z } from 'zod';
import { guideSchema, type Guide, type GuideInput } from './guide-schema';
import { bathroomGuides } from './guides/bathroom';
import { carpentryGuides } from './guides/carpentry';
import { electricalGuides } from './guides/electrical';
import { flooringGuides } from './guides/flooring';
import { kitchenGuides } from './guides/kitchen';
import { outdoorGuides } from './guides/outdoor';
import { paintingGuides } from './guides/painting';
import { plumbingGuides } from './guides/plumbing';
import { tilingGuides } from './guides/tiling';
import { upkeepGuides } from './guides/upkeep';
import { wallGuides } from './guides/walls';

export * from './guide-schema';
export { describeGuideTime, formatGuideTime, guideMaterialsCost } from './guide-format';

/**
 * Parses every entry so a bad edit fails at start-up, naming the guide, rather than
 * surfacing later as a half-rendered answer.
 */
export function parseGuides(inputs: readonly GuideInput[]): Guide[] {
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const label = typeof input.id === 'string' ? input.id : `#${index}`;
    const result = guideSchema.safeParse(input);
    if (!result.success) {
      throw new Error(`Invalid guide "${label}":\n${z.prettifyError(result.error)}`);
    }
    if (seen.has(result.data.id)) throw new Error(`Duplicate guide id "${label}"`);
    seen.add(result.data.id);
    return Object.freeze(result.data);
  });
}

export const guides: readonly Guide[] = Object.freeze(
  parseGuides([
    ...electricalGuides,
    ...plumbingGuides,
    ...paintingGuides,
    ...tilingGuides,
    ...carpentryGuides,
    ...wallGuides,
    ...flooringGuides,
    ...outdoorGuides,
    ...kitchenGuides,
    ...bathroomGuides,
    ...upkeepGuides,
  ]),
);

const byId = new Map(guides.map((guide) => [guide.id, guide]));

export function findGuideById(id: string): Guide | undefined {
  return byId.get(id);
}
