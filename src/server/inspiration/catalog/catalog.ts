import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../../shared/inspiration/content-item';
import { toContentItem } from './catalog-entry';
import { kitchenBathroomEntries } from './entries-kitchen-bathroom';
import { livingBedroomEntries } from './entries-living-bedroom';
import { organizationEntries } from './entries-organization';
import { outdoorStorageEntries } from './entries-outdoor-storage';
import { plumbingPaintingEntries } from './entries-plumbing-painting';
import { woodworkingElectricalEntries } from './entries-woodworking-electrical';

const entries = [
  ...kitchenBathroomEntries,
  ...livingBedroomEntries,
  ...outdoorStorageEntries,
  ...woodworkingElectricalEntries,
  ...plumbingPaintingEntries,
  ...organizationEntries,
];

/**
 * The built-in inspiration catalog, written for Fixwise. Parsed with the shared schema at load so
 * a slip in the hand-written data stops the server (and the tests) instead of reaching a feed.
 */
export const catalogItems: readonly ContentItem[] = Object.freeze(
  z.array(contentItemSchema).parse(entries.map(toContentItem)),
);
